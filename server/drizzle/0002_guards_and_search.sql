-- The database itself refuses overlapping live sessions: per coach and per mentee.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_no_mentor_overlap"
  EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("scheduled_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_no_mentee_overlap"
  EXCLUDE USING gist ("mentee_id" WITH =, tstzrange("scheduled_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- Coach search documents: one text for trigram matching, one tsvector for ranked full-text.
CREATE OR REPLACE FUNCTION users_search_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_document := lower(concat_ws(' ',
    NEW.first_name, NEW.last_name, NEW.title,
    array_to_string(NEW.specializations, ' '), NEW.location));
  NEW.search_vector :=
    setweight(to_tsvector('english', concat_ws(' ', NEW.first_name, NEW.last_name)), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.title, array_to_string(NEW.specializations, ' '))), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.bio, '')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_search_refresh_trg BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resources_search_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_document := lower(concat_ws(' ',
    NEW.title, NEW.description, array_to_string(NEW.tags, ' '), left(NEW.content, 2000)));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER resources_search_refresh_trg BEFORE INSERT OR UPDATE ON "resources"
  FOR EACH ROW EXECUTE FUNCTION resources_search_refresh();
