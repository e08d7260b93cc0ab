CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"session_id" uuid,
	"coach_id" uuid,
	"payment_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway_payment_id" text,
	"receipt_seq" integer,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_captured_complete" CHECK ("payments"."status" <> 'captured' or ("payments"."gateway_payment_id" is not null and "payments"."captured_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "amount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD CONSTRAINT "test_gateway_payments_order_id_test_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."test_gateway_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_payment_id_test_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_gateway_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_entry_key" ON "ledger_entries" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_coach_idx" ON "ledger_entries" USING btree ("coach_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_session_idx" ON "ledger_entries" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session_key" ON "payments" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_key" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_key" ON "payments" USING btree ("receipt_seq");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_coach_reference_key" ON "payouts" USING btree ("coach_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_key" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" in ('pending', 'initiated');--> statement-breakpoint
CREATE INDEX "test_gateway_payments_order_idx" ON "test_gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_payment_idx" ON "test_gateway_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_refunds_receipt_key" ON "test_gateway_refunds" USING btree ("receipt");--> statement-breakpoint
CREATE INDEX "sessions_pending_hold_idx" ON "sessions" USING btree ("hold_expires_at") WHERE "sessions"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "sessions_open_end_idx" ON "sessions" USING btree ("ends_at") WHERE "sessions"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_amount_nonnegative" CHECK ("sessions"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pending_has_hold" CHECK ("sessions"."status" <> 'pending_payment' or "sessions"."hold_expires_at" is not null);--> statement-breakpoint
-- Sessions booked before money moved were free to the mentee: nothing was paid for them, so their
-- amount stays 0 and no ledger row is owed for them.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_status_known" CHECK ("status" IN ('pending_payment', 'scheduled', 'completed', 'cancelled', 'expired', 'disputed'));
--> statement-breakpoint
-- A hold counts for every overlap rule; an expired or cancelled session frees its time.
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_no_mentor_overlap";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_no_mentee_overlap";
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_no_mentor_overlap"
  EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("scheduled_at", "ends_at", '[)') WITH &&)
  WHERE ("status" NOT IN ('cancelled', 'expired'));
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_no_mentee_overlap"
  EXCLUDE USING gist ("mentee_id" WITH =, tstzrange("scheduled_at", "ends_at", '[)') WITH &&)
  WHERE ("status" NOT IN ('cancelled', 'expired'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_participants_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "session_participants" ("session_id", "role", "user_id", "during", "live") VALUES
      (NEW."id", 'mentor', NEW."mentor_id", tstzrange(NEW."scheduled_at", NEW."ends_at", '[)'), NEW."status" NOT IN ('cancelled', 'expired')),
      (NEW."id", 'mentee', NEW."mentee_id", tstzrange(NEW."scheduled_at", NEW."ends_at", '[)'), NEW."status" NOT IN ('cancelled', 'expired'));
  ELSE
    UPDATE "session_participants" SET
      "user_id" = CASE "role" WHEN 'mentor' THEN NEW."mentor_id" ELSE NEW."mentee_id" END,
      "during" = tstzrange(NEW."scheduled_at", NEW."ends_at", '[)'),
      "live" = NEW."status" NOT IN ('cancelled', 'expired')
    WHERE "session_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER "session_participants_update_trg" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER session_participants_update_trg AFTER UPDATE ON "sessions"
  FOR EACH ROW
  WHEN ((OLD."mentor_id", OLD."mentee_id", OLD."scheduled_at", OLD."ends_at", OLD."status" NOT IN ('cancelled', 'expired'))
        IS DISTINCT FROM
        (NEW."mentor_id", NEW."mentee_id", NEW."scheduled_at", NEW."ends_at", NEW."status" NOT IN ('cancelled', 'expired')))
  EXECUTE FUNCTION session_participants_sync();
--> statement-breakpoint
-- Receipt numbers, taken once per captured payment.
CREATE SEQUENCE "payments_receipt_seq" START 1001;
--> statement-breakpoint
-- Refunds of one payment never add up to more than it: the payment row is locked while the sum is
-- checked, so two concurrent refunds are checked one after the other.
CREATE OR REPLACE FUNCTION refunds_within_payment() RETURNS trigger AS $$
DECLARE
  paid integer;
  refunded bigint;
BEGIN
  SELECT "amount_paise" INTO paid FROM "payments" WHERE "id" = NEW."payment_id" FOR UPDATE;
  SELECT COALESCE(SUM("amount_paise"), 0) INTO refunded FROM "refunds"
    WHERE "gateway_payment_id" = NEW."gateway_payment_id" AND "id" <> NEW."id";
  IF refunded + NEW."amount_paise" > paid THEN
    RAISE EXCEPTION 'refunds of payment % would exceed % paise', NEW."gateway_payment_id", paid
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_payment';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refunds_within_payment_trg BEFORE INSERT OR UPDATE OF "amount_paise" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION refunds_within_payment();
--> statement-breakpoint
-- The ledger is append-only: a correction is a new row, never an edit.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only_trg BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
