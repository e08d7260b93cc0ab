-- The location filter ('part of the city, where that part begins a word') joins the full-text
-- condition in the GIN index: each word of the city goes into the vector as its own lexeme, marked
-- with '~' so that it never matches a text query ('~pune' is not 'pune'). A search for 'Former' in
-- 'Kolk' then reads only the coaches that match both, instead of every coach of the city. The
-- trigram index on the location is no longer used.
CREATE OR REPLACE FUNCTION users_search_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_document := lower(concat_ws(' ',
    NEW.first_name, NEW.last_name, NEW.title,
    array_to_string(NEW.specializations, ' '), NEW.location));
  NEW.search_vector :=
    setweight(to_tsvector('english', concat_ws(' ', NEW.first_name, NEW.last_name)), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.title, array_to_string(NEW.specializations, ' '))), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.location, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.bio, '')), 'C') ||
    array_to_tsvector(ARRAY(
      SELECT DISTINCT '~' || word FROM regexp_split_to_table(lower(coalesce(NEW.location, '')), '[^[:alnum:]]+') AS word
      WHERE word <> ''));
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
DROP INDEX "users_coach_location_trgm_idx";--> statement-breakpoint
-- Recompute every coach's vector with the new trigger (adds the city's words).
UPDATE users SET search_document = search_document WHERE role = 'mentor';
