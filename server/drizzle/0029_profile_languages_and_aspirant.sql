ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "target_entry" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "attempt_number" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "board_date" date;--> statement-breakpoint
CREATE INDEX "users_languages_idx" ON "users" USING gin ("languages");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_attempt_number_range" CHECK ("users"."attempt_number" is null or "users"."attempt_number" between 1 and 20);