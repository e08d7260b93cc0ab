-- Discovery (issue 36, docs/decisions/032-discovery-price-and-next-free.md): coach lists now show, filter
-- and sort by the languages a coach coaches in and the price of their cheapest bookable session type.
-- users: the lists' topic also watches `languages`.
CREATE OR REPLACE FUNCTION users_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.role = 'mentor' THEN PERFORM note_content_change('coaches'); END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.role = 'mentor' THEN
      PERFORM note_content_change('coaches');
      PERFORM note_content_change('coach:' || OLD.id);
    END IF;
    PERFORM note_content_change('people');
    RETURN NULL;
  END IF;
  IF (OLD.role = 'mentor' OR NEW.role = 'mentor') AND (
    OLD.role, OLD.is_active, OLD.is_verified, OLD.verified_at, OLD.verified_as, OLD.first_name, OLD.last_name,
    OLD.title, OLD.bio, OLD.education, OLD.location, OLD.achievements, OLD.skills, OLD.specializations,
    OLD.certifications, OLD.experience, OLD.experience_level, OLD.hourly_rate, OLD.rating, OLD.total_reviews,
    OLD.profile_image_url, OLD.testimonials, OLD.languages
  ) IS DISTINCT FROM (
    NEW.role, NEW.is_active, NEW.is_verified, NEW.verified_at, NEW.verified_as, NEW.first_name, NEW.last_name,
    NEW.title, NEW.bio, NEW.education, NEW.location, NEW.achievements, NEW.skills, NEW.specializations,
    NEW.certifications, NEW.experience, NEW.experience_level, NEW.hourly_rate, NEW.rating, NEW.total_reviews,
    NEW.profile_image_url, NEW.testimonials, NEW.languages
  ) THEN
    PERFORM note_content_change('coaches');
    PERFORM note_content_change('coach:' || NEW.id);
  END IF;
  IF (OLD.first_name, OLD.last_name, OLD.profile_image_url, OLD.role) IS DISTINCT FROM
     (NEW.first_name, NEW.last_name, NEW.profile_image_url, NEW.role) THEN
    PERFORM note_content_change('people');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- session_types: a type's price, length or state moves the coach's from-price, which the lists show
-- (and the in-process search index holds): the lists' topic too, not only the coach's page.
CREATE FUNCTION session_types_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM note_content_change('coach:' || OLD.coach_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM note_content_change('coach:' || NEW.coach_id); END IF;
  PERFORM note_content_change('coaches');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER session_types_content_changed ON session_types;
--> statement-breakpoint
CREATE TRIGGER session_types_content_changed AFTER INSERT OR UPDATE OR DELETE ON session_types FOR EACH ROW EXECUTE FUNCTION session_types_content_changed();
