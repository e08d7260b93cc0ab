CREATE TABLE "payout_accounts" (
	"coach_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"pan_cipher" text NOT NULL,
	"pan_last4" text NOT NULL,
	"method" text NOT NULL,
	"account_cipher" text,
	"account_last4" text,
	"ifsc" text,
	"upi_id" text,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"pin_code" text NOT NULL,
	"state_code" text NOT NULL,
	"gstin" text,
	"status" text DEFAULT 'under_review' NOT NULL,
	"status_reason" text,
	"gateway_account_id" text,
	"gateway_stakeholder_id" text,
	"gateway_product_id" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_bank_complete" CHECK ("payout_accounts"."method" <> 'bank' or ("payout_accounts"."account_cipher" is not null and "payout_accounts"."ifsc" is not null)),
	CONSTRAINT "payout_accounts_upi_complete" CHECK ("payout_accounts"."method" <> 'upi' or "payout_accounts"."upi_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"legal_name" text NOT NULL,
	"reference_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_accounts_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"amount_reversed" integer DEFAULT 0 NOT NULL,
	"on_hold" boolean NOT NULL,
	"settlement_status" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"session_id" uuid,
	"practice_review_id" uuid,
	"coach_id" uuid NOT NULL,
	"gateway_account_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reversed_paise" integer DEFAULT 0 NOT NULL,
	"released_paise" integer DEFAULT 0 NOT NULL,
	"gateway_reversed_paise" integer DEFAULT 0 NOT NULL,
	"gateway_released" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"gateway_transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"released_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount_paise" > 0),
	CONSTRAINT "transfers_parts_within_amount" CHECK ("transfers"."reversed_paise" >= 0 and "transfers"."released_paise" >= 0 and "transfers"."reversed_paise" + "transfers"."released_paise" <= "transfers"."amount_paise"),
	CONSTRAINT "transfers_created_has_id" CHECK ("transfers"."status" in ('booked', 'failed') or "transfers"."gateway_transfer_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "cause" text;--> statement-breakpoint
-- Why each existing row was written, read once from its key; from now on the cause is written with the row.
ALTER TABLE "ledger_entries" DISABLE TRIGGER ledger_entries_append_only_trg;--> statement-breakpoint
UPDATE "ledger_entries" SET "cause" = split_part("entry_key", ':', 1);--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER ledger_entries_append_only_trg;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "cause" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "manual_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refund_tier_cap" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_transfers" ADD CONSTRAINT "test_gateway_transfers_payment_id_test_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_gateway_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_transfers" ADD CONSTRAINT "test_gateway_transfers_account_id_test_gateway_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."test_gateway_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_gateway_account_key" ON "payout_accounts" USING btree ("gateway_account_id");--> statement-breakpoint
CREATE INDEX "test_gateway_transfers_payment_idx" ON "test_gateway_transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_payment_key" ON "transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_gateway_transfer_key" ON "transfers" USING btree ("gateway_transfer_id");--> statement-breakpoint
CREATE INDEX "transfers_coach_idx" ON "transfers" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "transfers_due_idx" ON "transfers" USING btree ("next_attempt_at") WHERE "transfers"."status" in ('booked', 'on_hold', 'released', 'reversed');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_review_idx" ON "ledger_entries" USING btree ("practice_review_id");--> statement-breakpoint
-- Kinds, causes and signs are the database's to check (docs/product/money.md "Ledger"), not found by reading keys.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("kind" in ('payment', 'refund', 'platform_fee', 'gst', 'coach_earning', 'payout', 'transfer'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_cause_and_sign" CHECK (
  ("kind" = 'payment' and "cause" = 'payment' and "amount_paise" > 0)
  or ("kind" = 'refund' and "cause" = 'refund' and "amount_paise" > 0)
  or ("kind" = 'payout' and "cause" = 'payout' and "amount_paise" > 0)
  or ("kind" in ('platform_fee', 'gst', 'coach_earning') and "cause" in ('completion', 'cancellation', 'review') and "amount_paise" >= 0)
  or ("kind" in ('platform_fee', 'gst', 'coach_earning') and "cause" = 'reversal' and "amount_paise" <= 0)
  or ("kind" = 'transfer' and "cause" = 'transfer' and "amount_paise" > 0)
  or ("kind" = 'transfer' and "cause" = 'transfer_reversal' and "amount_paise" < 0)
);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pending_only_earnings" CHECK ("pending_until" is null or "kind" = 'coach_earning');
