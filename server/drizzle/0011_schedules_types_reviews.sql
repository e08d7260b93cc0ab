CREATE TABLE "coach_schedules" (
	"coach_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_notice_minutes" integer DEFAULT 720 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_schedules_buffer" CHECK ("coach_schedules"."buffer_minutes" in (0, 10, 15, 30)),
	CONSTRAINT "coach_schedules_notice" CHECK ("coach_schedules"."min_notice_minutes" between 0 and 20160)
);
--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "session_type_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "review_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "review_reply" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "review_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_schedules" ADD CONSTRAINT "coach_schedules_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A coach's schedule shows on that coach's page (see 0010_content_versions).
CREATE TRIGGER coach_schedules_content_changed AFTER INSERT OR UPDATE OR DELETE ON coach_schedules FOR EACH ROW EXECUTE FUNCTION coach_rows_content_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER coach_schedules_content_flush AFTER INSERT OR UPDATE OR DELETE ON coach_schedules DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flush_content_changes();
--> statement-breakpoint
-- Sessions: the coach's busy times, ratings and reviews (with the coach's reply) on the coach's page.
CREATE OR REPLACE FUNCTION sessions_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (
    OLD.mentor_id, OLD.scheduled_at, OLD.ends_at, OLD.status, OLD.mentee_rating, OLD.mentee_feedback, OLD.review_reply
  ) IS NOT DISTINCT FROM (
    NEW.mentor_id, NEW.scheduled_at, NEW.ends_at, NEW.status, NEW.mentee_rating, NEW.mentee_feedback, NEW.review_reply
  ) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM note_content_change('coach:' || OLD.mentor_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM note_content_change('coach:' || NEW.mentor_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reviews of a coach, newest first (the profile's paged list).
CREATE INDEX sessions_reviews_idx ON sessions (mentor_id, rated_at DESC) WHERE mentee_rating IS NOT NULL;
