-- gateway_captures backfill: the captures payments already recorded (one per payment, in gateway_payment_id).
-- Paid: the capture that issued the contract. Refunded: the refund the gateway accepted. A failed payment
-- with a capture and no refund: its refund was refused, so it is due again (the reconciliation job retries it).
-- Sessions opened before this migration are watched from their payment's last change.
INSERT INTO "gateway_captures" ("gateway_payment_id", "payment_id", "amount", "currency", "fate", "refund_id", "created_at", "updated_at")
SELECT "gateway_payment_id", "id", "amount_fils", 'JOD',
  CASE WHEN "status" = 'paid' THEN 'issued' WHEN "refund_id" IS NOT NULL THEN 'refunded' ELSE 'refund_due' END,
  "refund_id", "updated_at", "updated_at"
FROM "payments" WHERE "gateway_payment_id" IS NOT NULL AND ("status" = 'paid' OR "status" = 'failed')
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "payments" SET "gateway_opened_at" = "updated_at" WHERE "gateway_ref" IS NOT NULL AND "gateway_opened_at" IS NULL;
