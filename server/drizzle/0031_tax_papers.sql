CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_type" text NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"ledger_key" text NOT NULL,
	"invoice_id" uuid,
	"coach_id" uuid NOT NULL,
	"session_id" uuid,
	"practice_review_id" uuid,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_state" text NOT NULL,
	"supplier_gstin" text,
	"recipient_name" text NOT NULL,
	"recipient_address" text,
	"recipient_state" text,
	"recipient_gstin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."taxable_paise" >= 0 and "invoices"."cgst_paise" >= 0 and "invoices"."sgst_paise" >= 0 and "invoices"."igst_paise" >= 0 and "invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise"),
	CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."document_type" = 'credit_note') = ("invoices"."invoice_id" is not null)),
	CONSTRAINT "invoices_number_length" CHECK (length("invoices"."number") <= 16)
);
--> statement-breakpoint
CREATE TABLE "withholdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ledger_key" text NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"coach_id" uuid NOT NULL,
	"session_id" uuid,
	"practice_review_id" uuid,
	"base_paise" integer NOT NULL,
	"percent" real NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"amount_paise" integer NOT NULL,
	"gstin" text,
	"pan_last4" text,
	"state_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withholdings_split" CHECK ("withholdings"."kind" = 'tds' or "withholdings"."cgst_paise" + "withholdings"."sgst_paise" + "withholdings"."igst_paise" = "withholdings"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholdings" ADD CONSTRAINT "withholdings_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholdings" ADD CONSTRAINT "withholdings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq" ON "invoices" USING btree ("series","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_ledger_key" ON "invoices" USING btree ("ledger_key");--> statement-breakpoint
CREATE INDEX "invoices_coach_idx" ON "invoices" USING btree ("coach_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withholdings_ledger_key" ON "withholdings" USING btree ("ledger_key");--> statement-breakpoint
CREATE INDEX "withholdings_created_idx" ON "withholdings" USING btree ("created_at");--> statement-breakpoint
-- TCS and TDS withheld from a coach's share (docs/product/tax.md): the fee's causes and signs.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("kind" in ('payment', 'refund', 'platform_fee', 'gst', 'tcs', 'tds', 'coach_earning', 'payout', 'transfer'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_cause_and_sign";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_cause_and_sign" CHECK (
  ("kind" = 'payment' and "cause" = 'payment' and "amount_paise" > 0)
  or ("kind" = 'refund' and "cause" = 'refund' and "amount_paise" > 0)
  or ("kind" = 'payout' and "cause" = 'payout' and "amount_paise" > 0)
  or ("kind" in ('platform_fee', 'gst', 'tcs', 'tds', 'coach_earning') and "cause" in ('completion', 'cancellation', 'review') and "amount_paise" >= 0)
  or ("kind" in ('platform_fee', 'gst', 'tcs', 'tds', 'coach_earning') and "cause" = 'reversal' and "amount_paise" <= 0)
  or ("kind" = 'transfer' and "cause" = 'transfer' and "amount_paise" > 0)
  or ("kind" = 'transfer' and "cause" = 'transfer_reversal' and "amount_paise" < 0)
);--> statement-breakpoint
-- A paper issued is never changed: a correction is a credit note (decision 032).
CREATE OR REPLACE FUNCTION tax_papers_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_append_only_trg BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION tax_papers_append_only();--> statement-breakpoint
CREATE TRIGGER withholdings_append_only_trg BEFORE UPDATE OR DELETE ON "withholdings" FOR EACH ROW EXECUTE FUNCTION tax_papers_append_only();
