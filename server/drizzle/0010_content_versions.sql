CREATE TABLE "content_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Topics a transaction changed, gathered by row triggers in a transaction-local setting
-- ('|a|b|'), bumped once each at commit by a deferred trigger, in topic order so that two
-- committing transactions never wait on each other's rows in opposite orders. A rolled-back
-- transaction (or savepoint) forgets its topics with the setting. Past 64 topics in one
-- transaction (bulk imports) the single topic `all`, which every cached answer depends on, is
-- bumped instead.
CREATE FUNCTION note_content_change(changed text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pending text := coalesce(nullif(current_setting('ssb.changed_topics', true), ''), '|');
BEGIN
  IF pending = '|all|' OR position('|' || changed || '|' IN pending) > 0 THEN
    RETURN;
  END IF;
  IF length(pending) - length(replace(pending, '|', '')) > 64 THEN
    pending := '|all|';
  ELSE
    pending := pending || changed || '|';
  END IF;
  PERFORM set_config('ssb.changed_topics', pending, true);
END $$;
--> statement-breakpoint
CREATE FUNCTION flush_content_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending text := coalesce(current_setting('ssb.changed_topics', true), '');
BEGIN
  IF pending = '' OR pending = '|' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('ssb.changed_topics', '', true);
  -- The new versions also go to listeners at commit ('topic=version,...'): a server on the
  -- embedded database keeps them in memory instead of asking on every request.
  WITH bumped AS (
    INSERT INTO content_versions (topic, version)
      SELECT topic, 1 FROM unnest(string_to_array(trim(BOTH '|' FROM pending), '|')) AS topic ORDER BY topic
    ON CONFLICT (topic) DO UPDATE SET version = content_versions.version + 1
    RETURNING topic, version
  )
  SELECT string_agg(topic || '=' || version, ',') INTO pending FROM bumped;
  PERFORM pg_notify('content_versions', pending);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- users: what coach lists and coach pages show, and every person's name and picture.
CREATE FUNCTION users_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    OLD.role, OLD.is_active, OLD.is_verified, OLD.first_name, OLD.last_name, OLD.title, OLD.bio, OLD.education,
    OLD.location, OLD.achievements, OLD.skills, OLD.specializations, OLD.certifications, OLD.experience,
    OLD.experience_level, OLD.hourly_rate, OLD.rating, OLD.total_reviews, OLD.profile_image_url, OLD.testimonials
  ) IS DISTINCT FROM (
    NEW.role, NEW.is_active, NEW.is_verified, NEW.first_name, NEW.last_name, NEW.title, NEW.bio, NEW.education,
    NEW.location, NEW.achievements, NEW.skills, NEW.specializations, NEW.certifications, NEW.experience,
    NEW.experience_level, NEW.hourly_rate, NEW.rating, NEW.total_reviews, NEW.profile_image_url, NEW.testimonials
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
-- A coach's availability windows and session types: that coach's page.
CREATE FUNCTION coach_rows_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM note_content_change('coach:' || OLD.coach_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM note_content_change('coach:' || NEW.coach_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sessions: the coach's busy times (and ratings) on the coach's page; other columns change nothing shown.
CREATE FUNCTION sessions_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (
    OLD.mentor_id, OLD.scheduled_at, OLD.ends_at, OLD.status, OLD.mentee_rating, OLD.mentee_feedback
  ) IS NOT DISTINCT FROM (
    NEW.mentor_id, NEW.scheduled_at, NEW.ends_at, NEW.status, NEW.mentee_rating, NEW.mentee_feedback
  ) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM note_content_change('coach:' || OLD.mentor_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM note_content_change('coach:' || NEW.mentor_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tables whose every change is one topic, named by the trigger's argument.
CREATE FUNCTION table_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_content_change(TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_content_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_content_changed();
--> statement-breakpoint
CREATE TRIGGER availability_windows_content_changed AFTER INSERT OR UPDATE OR DELETE ON availability_windows FOR EACH ROW EXECUTE FUNCTION coach_rows_content_changed();
--> statement-breakpoint
CREATE TRIGGER session_types_content_changed AFTER INSERT OR UPDATE OR DELETE ON session_types FOR EACH ROW EXECUTE FUNCTION coach_rows_content_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_content_changed AFTER INSERT OR UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_content_changed AFTER INSERT OR UPDATE OR DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION table_content_changed('blog');
--> statement-breakpoint
CREATE TRIGGER resources_content_changed AFTER INSERT OR UPDATE OR DELETE ON resources FOR EACH ROW EXECUTE FUNCTION table_content_changed('resources');
--> statement-breakpoint
CREATE TRIGGER discussions_content_changed AFTER INSERT OR UPDATE OR DELETE ON discussions FOR EACH ROW EXECUTE FUNCTION table_content_changed('discussions');
--> statement-breakpoint
CREATE TRIGGER discussion_attendees_content_changed AFTER INSERT OR UPDATE OR DELETE ON discussion_attendees FOR EACH ROW EXECUTE FUNCTION table_content_changed('discussions');
--> statement-breakpoint
-- The bumps at commit, one deferred trigger per watched table (the first to fire flushes them all).
CREATE CONSTRAINT TRIGGER users_content_flush AFTER INSERT OR UPDATE OR DELETE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER availability_windows_content_flush AFTER INSERT OR UPDATE OR DELETE ON availability_windows DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER session_types_content_flush AFTER INSERT OR UPDATE OR DELETE ON session_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_content_flush AFTER INSERT OR UPDATE OR DELETE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER blog_posts_content_flush AFTER INSERT OR UPDATE OR DELETE ON blog_posts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER resources_content_flush AFTER INSERT OR UPDATE OR DELETE ON resources DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER discussions_content_flush AFTER INSERT OR UPDATE OR DELETE ON discussions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER discussion_attendees_content_flush AFTER INSERT OR UPDATE OR DELETE ON discussion_attendees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
