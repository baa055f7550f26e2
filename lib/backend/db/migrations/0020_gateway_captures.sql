CREATE TABLE "gateway_captures" (
	"gateway_payment_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"fate" text NOT NULL,
	"refund_id" text,
	"refund_asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_captures" ADD CONSTRAINT "gateway_captures_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_captures_payment_idx" ON "gateway_captures" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gateway_captures_fate_idx" ON "gateway_captures" USING btree ("fate","refund_asked_at");--> statement-breakpoint
CREATE INDEX "payments_gateway_opened_idx" ON "payments" USING btree ("gateway_opened_at");--> statement-breakpoint
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

