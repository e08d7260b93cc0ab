-- How the payer paid, as the gateway reported it at capture, for the receipt (docs/product/tax.md). Null for payments captured before.
ALTER TABLE "payments" ADD COLUMN "method" text;