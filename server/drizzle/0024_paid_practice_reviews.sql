DROP INDEX "practice_reviews_attempt_key";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "practice_review_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "practice_review_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_review_offers" ADD COLUMN "price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD COLUMN "turnaround_hours" integer;--> statement-breakpoint
-- Reviews asked before prices existed were free: their turnaround is their due time less their request.
UPDATE "practice_reviews" SET "turnaround_hours" = round(extract(epoch from ("due_at" - "requested_at")) / 3600);--> statement-breakpoint
ALTER TABLE "practice_reviews" ALTER COLUMN "turnaround_hours" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD COLUMN "amount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "practice_review_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_practice_review_id_practice_reviews_id_fk" FOREIGN KEY ("practice_review_id") REFERENCES "public"."practice_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_practice_review_id_practice_reviews_id_fk" FOREIGN KEY ("practice_review_id") REFERENCES "public"."practice_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_practice_review_key" ON "payments" USING btree ("practice_review_id");--> statement-breakpoint
CREATE INDEX "practice_reviews_paid_unwritten_idx" ON "practice_reviews" USING btree ("due_at") WHERE "practice_reviews"."paid_at" is not null and "practice_reviews"."submitted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_reviews_attempt_key" ON "practice_reviews" USING btree ("attempt_id") WHERE "practice_reviews"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_purchase" CHECK (num_nonnulls("payments"."session_id", "payments"."practice_review_id") <= 1);--> statement-breakpoint
ALTER TABLE "practice_review_offers" ADD CONSTRAINT "practice_review_offers_price_valid" CHECK ("practice_review_offers"."price_paise" >= 0);--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_amount_valid" CHECK ("practice_reviews"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_paid_only_if_priced" CHECK ("practice_reviews"."paid_at" is null or "practice_reviews"."amount_paise" > 0);