CREATE TABLE "practice_batteries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"set_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_review_grades" (
	"review_id" uuid NOT NULL,
	"grader" text NOT NULL,
	"quality" text NOT NULL,
	"grade" integer NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_review_grades_review_id_grader_quality_pk" PRIMARY KEY("review_id","grader","quality"),
	CONSTRAINT "practice_review_grades_range" CHECK ("practice_review_grades"."grade" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "practice_review_notes" DROP CONSTRAINT "practice_review_notes_review_id_item_pk";--> statement-breakpoint
ALTER TABLE "practice_reviews" ALTER COLUMN "attempt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sets" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "typed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "cut_short" boolean;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "booklet_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "battery_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "battery_step" integer;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "figure" jsonb;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "practice_review_notes" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
UPDATE "practice_review_notes" n SET "attempt_id" = r."attempt_id" FROM "practice_reviews" r WHERE r."id" = n."review_id";--> statement-breakpoint
ALTER TABLE "practice_review_notes" ALTER COLUMN "attempt_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_review_notes" ADD CONSTRAINT "practice_review_notes_review_id_attempt_id_item_pk" PRIMARY KEY("review_id","attempt_id","item");--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD COLUMN "battery_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD COLUMN "bank_key" text;--> statement-breakpoint
ALTER TABLE "practice_batteries" ADD CONSTRAINT "practice_batteries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_review_grades" ADD CONSTRAINT "practice_review_grades_review_id_practice_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."practice_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_batteries_user_idx" ON "practice_batteries" USING btree ("user_id","started_at");--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_battery_id_practice_batteries_id_fk" FOREIGN KEY ("battery_id") REFERENCES "public"."practice_batteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_review_notes" ADD CONSTRAINT "practice_review_notes_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_battery_id_practice_batteries_id_fk" FOREIGN KEY ("battery_id") REFERENCES "public"."practice_batteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_attempts_battery_step_key" ON "practice_attempts" USING btree ("battery_id","battery_step");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_reviews_battery_key" ON "practice_reviews" USING btree ("battery_id") WHERE "practice_reviews"."withdrawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_sets_bank_key" ON "practice_sets" USING btree ("bank_key");--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_battery_step" CHECK (("practice_attempts"."battery_id" is null) = ("practice_attempts"."battery_step" is null));--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_one_subject" CHECK (num_nonnulls("practice_reviews"."attempt_id", "practice_reviews"."battery_id") = 1);--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_bank_or_author" CHECK (("practice_sets"."bank_key" is null) <> ("practice_sets"."author_id" is null));--> statement-breakpoint
-- A shared clock's position counted the items moved past; it now counts the booklets handed in. The
-- attempts before booklets had one booklet, handed in only by ending them (ended_at says so).
UPDATE "practice_attempts" SET "position" = 0 WHERE "timing"->>'clock' = 'shared';