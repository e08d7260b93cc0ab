-- Coach search reads its candidates (the first 1,001 matches in the default order) from the order
-- index alone: the index now also carries every column a search filters on, so walking it never
-- visits the table (an index-only scan). Only the page's own rows are read from the table.
-- drizzle-kit cannot declare INCLUDE, so schema.ts declares the key columns and this file the index.
DROP INDEX "users_coach_order_idx";--> statement-breakpoint
CREATE INDEX "users_coach_order_idx" ON "users" USING btree ("is_verified" desc,(("rating" * "total_reviews" + 17.5) / ("total_reviews" + 5)) desc,"total_reviews" desc,"first_name","last_name","id") INCLUDE ("search_vector","rating","experience","location","specializations") WHERE "users"."role" = 'mentor' and "users"."is_active";
