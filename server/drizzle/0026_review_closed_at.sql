-- A review closed before its time unwritten, because its reviewer's account was suspended: lapsed from
-- then on, refunded in full by the money sweep if paid (docs/product/practice.md "Lapsing").
ALTER TABLE "practice_reviews" ADD COLUMN "closed_at" timestamp with time zone;
