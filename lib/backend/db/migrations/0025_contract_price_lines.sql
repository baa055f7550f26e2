ALTER TABLE "policies" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
-- Price lines on the contracts issued before they were kept (lib/backend/pricing/price-lines.ts).
-- A contract a web payment issued: the lines of the quote that payment was for.
UPDATE "policies" AS p SET "price_lines" = jsonb_build_object(
  'premium_fils', q."premium_fils", 'fees_fils', q."fees_fils", 'tax_fils', q."tax_fils", 'total_fils', q."amount_fils")
FROM "payments" AS pay JOIN "quotes" AS q ON q."id" = pay."quote_id"
WHERE pay."policy_id" = p."id" AND pay."status" = 'paid' AND p."price_lines" IS NULL;
--> statement-breakpoint
-- A contract the company issued (no web payment): its premium, no web issue fee, 1% stamp duty to the qirsh (companyIssuedPrice).
UPDATE "policies" SET "price_lines" = jsonb_build_object(
  'premium_fils', l.premium, 'fees_fils', 0, 'tax_fils', l.tax, 'total_fils', l.premium + l.tax)
FROM (SELECT "id", premium, (round(premium * 0.01 / 10) * 10)::int AS tax
      FROM (SELECT "id", (round(round("premium"::numeric * 1000) / 10) * 10)::int AS premium FROM "policies" WHERE "price_lines" IS NULL) AS f) AS l
WHERE "policies"."id" = l."id";
