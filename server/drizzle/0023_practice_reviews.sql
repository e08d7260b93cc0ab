CREATE TABLE "practice_review_notes" (
	"review_id" uuid NOT NULL,
	"item" integer NOT NULL,
	"comment" text,
	"qualities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_review_notes_review_id_item_pk" PRIMARY KEY("review_id","item")
);
--> statement-breakpoint
CREATE TABLE "practice_review_offers" (
	"coach_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"turnaround_hours" integer NOT NULL,
	CONSTRAINT "practice_review_offers_coach_id_kind_pk" PRIMARY KEY("coach_id","kind")
);
--> statement-breakpoint
CREATE TABLE "practice_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"summary" text,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "practice_review_notes" ADD CONSTRAINT "practice_review_notes_review_id_practice_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."practice_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_review_offers" ADD CONSTRAINT "practice_review_offers_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_review_offers_kind_idx" ON "practice_review_offers" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_reviews_attempt_key" ON "practice_reviews" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "practice_reviews_reviewer_idx" ON "practice_reviews" USING btree ("reviewer_id","due_at");--> statement-breakpoint
CREATE INDEX "practice_reviews_user_idx" ON "practice_reviews" USING btree ("user_id");