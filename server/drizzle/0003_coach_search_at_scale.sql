CREATE TABLE "coach_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_vector_idx";--> statement-breakpoint
DROP INDEX "users_search_document_trgm_idx";--> statement-breakpoint
CREATE INDEX "coach_search_terms_trgm_idx" ON "coach_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_coach_order_idx" ON "users" USING btree ("is_verified" desc,(("rating" * "total_reviews" + 17.5) / ("total_reviews" + 5)) desc,"total_reviews" desc,"first_name","last_name","id") WHERE "users"."role" = 'mentor' and "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_coach_search_vector_idx" ON "users" USING gin ("search_vector") WHERE "users"."role" = 'mentor' and "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_coach_location_trgm_idx" ON "users" USING gin ("location" gin_trgm_ops) WHERE "users"."role" = 'mentor' and "users"."is_active";--> statement-breakpoint
-- The search trigger now also puts the city into the full-text vector (a typed city finds its
-- coaches without a trigram scan of every coach), and records the words of a listed coach's document in coach_search_terms
-- (only when the document changed), so typos are corrected against the vocabulary, not every coach.
CREATE OR REPLACE FUNCTION users_search_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_document := lower(concat_ws(' ',
    NEW.first_name, NEW.last_name, NEW.title,
    array_to_string(NEW.specializations, ' '), NEW.location));
  NEW.search_vector :=
    setweight(to_tsvector('english', concat_ws(' ', NEW.first_name, NEW.last_name)), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.title, array_to_string(NEW.specializations, ' '))), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.location, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.bio, '')), 'C');
  IF NEW.role = 'mentor' AND (TG_OP = 'INSERT' OR NEW.search_document IS DISTINCT FROM OLD.search_document
                              OR OLD.role IS DISTINCT FROM 'mentor') THEN
    INSERT INTO coach_search_terms (term)
      SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_document, '[^[:alnum:]]+') AS word
      WHERE length(word) BETWEEN 2 AND 50
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO coach_search_terms (term)
  SELECT DISTINCT word FROM users, regexp_split_to_table(users.search_document, '[^[:alnum:]]+') AS word
  WHERE users.role = 'mentor' AND length(word) BETWEEN 2 AND 50
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Recompute every coach's vector with the new trigger (adds the city).
UPDATE users SET search_document = search_document WHERE role = 'mentor';
