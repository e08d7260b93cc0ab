-- One person, one place: nobody is in two live sessions at the same time, whatever their role in
-- each (a coach may also book other coaches). The per-column EXCLUDE constraints on "sessions"
-- cannot compare a mentor_id with a mentee_id, so every session is mirrored here as one row per
-- participant, and the EXCLUDE constraint on this table compares people across roles. A trigger
-- keeps the rows in step with "sessions", inside the same transaction, so a race cannot slip past.
CREATE TABLE "session_participants" (
  "session_id" uuid NOT NULL REFERENCES "sessions"("id") ON DELETE CASCADE,
  "role" text NOT NULL CHECK ("role" IN ('mentor', 'mentee')),
  "user_id" uuid NOT NULL,
  "during" tstzrange NOT NULL,
  "live" boolean NOT NULL,
  PRIMARY KEY ("session_id", "role")
);
--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, "during" WITH &&) WHERE ("live");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_participants_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "session_participants" ("session_id", "role", "user_id", "during", "live") VALUES
      (NEW."id", 'mentor', NEW."mentor_id", tstzrange(NEW."scheduled_at", NEW."ends_at", '[)'), NEW."status" <> 'cancelled'),
      (NEW."id", 'mentee', NEW."mentee_id", tstzrange(NEW."scheduled_at", NEW."ends_at", '[)'), NEW."status" <> 'cancelled');
  ELSE
    UPDATE "session_participants" SET
      "user_id" = CASE "role" WHEN 'mentor' THEN NEW."mentor_id" ELSE NEW."mentee_id" END,
      "during" = tstzrange(NEW."scheduled_at", NEW."ends_at", '[)'),
      "live" = NEW."status" <> 'cancelled'
    WHERE "session_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_participants_insert_trg AFTER INSERT ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION session_participants_sync();
--> statement-breakpoint
-- Only changes that move a person or a time, or make a session live or not, touch the mirror.
CREATE TRIGGER session_participants_update_trg AFTER UPDATE ON "sessions"
  FOR EACH ROW
  WHEN ((OLD."mentor_id", OLD."mentee_id", OLD."scheduled_at", OLD."ends_at", OLD."status" <> 'cancelled')
        IS DISTINCT FROM
        (NEW."mentor_id", NEW."mentee_id", NEW."scheduled_at", NEW."ends_at", NEW."status" <> 'cancelled'))
  EXECUTE FUNCTION session_participants_sync();
--> statement-breakpoint
-- Backfill. Sessions booked before this guard existed may already clash across roles; the earliest
-- booking keeps its row and a later clashing one is left without a row for that person (DO NOTHING),
-- so the migration never fails on old data and every booking from now on is guarded.
INSERT INTO "session_participants" ("session_id", "role", "user_id", "during", "live")
SELECT s."id", p."role", p."user_id", tstzrange(s."scheduled_at", s."ends_at", '[)'), s."status" <> 'cancelled'
FROM "sessions" s
CROSS JOIN LATERAL (VALUES ('mentor', s."mentor_id"), ('mentee', s."mentee_id")) AS p("role", "user_id")
ORDER BY s."created_at", s."id", p."role"
ON CONFLICT DO NOTHING;
