-- Columns and rows the public answers show that migrations 0010 and 0011 did not watch
-- (docs/decisions/018-fresh-caches.md).
-- users: the verified badge says since when and as what (verified_at, verified_as); an admin's mark
-- rewrites both without always changing is_verified.
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
    OLD.profile_image_url, OLD.testimonials
  ) IS DISTINCT FROM (
    NEW.role, NEW.is_active, NEW.is_verified, NEW.verified_at, NEW.verified_as, NEW.first_name, NEW.last_name,
    NEW.title, NEW.bio, NEW.education, NEW.location, NEW.achievements, NEW.skills, NEW.specializations,
    NEW.certifications, NEW.experience, NEW.experience_level, NEW.hourly_rate, NEW.rating, NEW.total_reviews,
    NEW.profile_image_url, NEW.testimonials
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
-- The pages a session shows on: its coach's, and its mentee's when the mentee is a coach too (a
-- coach's page shows them busy in sessions they book with another coach).
CREATE FUNCTION note_session_pages(mentor uuid, mentee uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_content_change('coach:' || mentor);
  IF EXISTS (SELECT 1 FROM users WHERE id = mentee AND role = 'mentor') THEN
    PERFORM note_content_change('coach:' || mentee);
  END IF;
END $$;
--> statement-breakpoint
-- sessions: the busy times on those pages, and the reviews with when each was rated, edited and
-- replied to.
CREATE OR REPLACE FUNCTION sessions_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (
    OLD.mentor_id, OLD.mentee_id, OLD.scheduled_at, OLD.ends_at, OLD.status, OLD.mentee_rating, OLD.mentee_feedback,
    OLD.rated_at, OLD.review_edited_at, OLD.review_reply, OLD.review_replied_at
  ) IS NOT DISTINCT FROM (
    NEW.mentor_id, NEW.mentee_id, NEW.scheduled_at, NEW.ends_at, NEW.status, NEW.mentee_rating, NEW.mentee_feedback,
    NEW.rated_at, NEW.review_edited_at, NEW.review_reply, NEW.review_replied_at
  ) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM note_session_pages(OLD.mentor_id, OLD.mentee_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM note_session_pages(NEW.mentor_id, NEW.mentee_id); END IF;
  RETURN NULL;
END $$;
