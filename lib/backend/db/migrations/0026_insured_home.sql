ALTER TABLE "policies" ADD COLUMN "insured_home" jsonb;--> statement-breakpoint
-- The demo's home contracts seeded before the home's address was asked get the address the seed now
-- gives them (lib/backend/seeds/policies.ts), so an existing demo shows it too. Real contracts keep
-- none: their address was never asked, and the contract page and PDF show no address rows for them.
UPDATE "policies" SET "insured_home" = '{"property_kind":"apartment","governorate":"amman","area":"Khalda","street":"Wasfi Al-Tal Street","building":"27","floor":"3","apartment":"8"}'::jsonb
  WHERE "line" = 'home' AND "insured_home" IS NULL AND "contract_number" ~ '^P-HOM-\d{4}-000301$';
--> statement-breakpoint
UPDATE "policies" SET "insured_home" = '{"property_kind":"villa","governorate":"irbid","area":"الحي الشرقي","street":"شارع الجامعة","building":"14"}'::jsonb
  WHERE "line" = 'home' AND "insured_home" IS NULL AND "contract_number" ~ '^P-HOM-\d{4}-000302$';
