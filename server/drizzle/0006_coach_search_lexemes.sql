-- Typed prefixes become exact lexemes: a GIN prefix search ('command':*) reads every posting under
-- the prefix before it can intersect with the other conditions, which costs time in proportion to
-- the coaches; exact lexemes let the index skip through the postings of the common word using the
-- rare one ('~bhopal'). The vocabulary is every lexeme of a listed coach's vector, kept by the
-- search trigger; collation "C" makes a prefix one range of the primary key.
CREATE TABLE "coach_search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
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
  IF NEW.role = 'mentor' AND (TG_OP = 'INSERT' OR NEW.search_vector IS DISTINCT FROM OLD.search_vector
                              OR OLD.role IS DISTINCT FROM 'mentor') THEN
    INSERT INTO coach_search_lexemes (lexeme)
      SELECT lexeme FROM unnest(tsvector_to_array(NEW.search_vector)) AS lexeme
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO coach_search_lexemes (lexeme)
  SELECT DISTINCT lexeme FROM users, unnest(tsvector_to_array(users.search_vector)) AS lexeme
  WHERE users.role = 'mentor'
  ON CONFLICT DO NOTHING;
