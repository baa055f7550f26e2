ALTER TABLE "users" DROP CONSTRAINT "users_mobile_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Phone numbers are stored in E.164 (lib/phone): rows written before kept them as typed, so one phone
-- could hold an account as 0791234567 and another as 00962791234567. This function gives the E.164
-- form lib/phone gives for the ways numbers were written: spaces, brackets, dashes and Arabic-Indic
-- digits dropped or made Latin; +962, 00962 or 962 before the number, or the trunk 0, or neither; a
-- Jordanian number valid by the national pattern of libphonenumber's metadata (the same as lib/phone
-- checks). Another country's number written with + or 00 becomes + and its digits. Anything else is
-- left as it was. It exists only while this migration runs.
CREATE FUNCTION "migration_phone_e164"("raw" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "jo" ~ '^(?:(?:[2689]|7\d)\d|32|427|53)\d{6}$' THEN '+962' || "jo"
    WHEN "jo" IS NULL AND "c" ~ '^(\+|00)[1-9]\d{7,14}$' THEN '+' || regexp_replace("c", '^(\+|00)', '')
    ELSE "raw"
  END
  FROM (
    SELECT "c", CASE
      WHEN "c" ~ '^(\+|00)962\d+$' THEN regexp_replace("c", '^(\+|00)9620?', '')
      WHEN "c" ~ '^962\d{8,10}$' THEN regexp_replace("c", '^9620?', '')
      WHEN "c" ~ '^0?[1-9]\d{7,8}$' THEN regexp_replace("c", '^0', '')
    END AS "jo"
    FROM (
      SELECT translate(regexp_replace("raw", '[\s().‐‑‒–—―−-]', '', 'g'), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') AS "c"
    ) AS "cleaned"
  ) AS "parts"
$$;--> statement-breakpoint
UPDATE "users" SET "mobile" = "migration_phone_e164"("mobile") WHERE "mobile" <> "migration_phone_e164"("mobile");--> statement-breakpoint
UPDATE "otp_codes" SET "mobile" = "migration_phone_e164"("mobile") WHERE "mobile" <> "migration_phone_e164"("mobile");--> statement-breakpoint
UPDATE "contact_changes" SET "value" = "migration_phone_e164"("value") WHERE "channel" = 'mobile' AND "value" <> "migration_phone_e164"("value");--> statement-breakpoint
UPDATE "cheques" SET "phone" = "migration_phone_e164"("phone") WHERE "phone" <> "migration_phone_e164"("phone");--> statement-breakpoint
UPDATE "appointments" SET "phone" = "migration_phone_e164"("phone") WHERE "phone" <> "migration_phone_e164"("phone");--> statement-breakpoint
DROP FUNCTION "migration_phone_e164"(text);--> statement-breakpoint
-- Open accounts that now share a number (as for identity numbers, 0019): none is deleted or closed;
-- the verified, then oldest, keeps the number, the others are marked mobile_duplicate (still usable
-- by e-mail, left out of the index) for the company to resolve.
UPDATE "users" u SET "mobile_duplicate" = true FROM (
  SELECT id, row_number() OVER (PARTITION BY mobile ORDER BY is_verified DESC, created_at, id) AS n
  FROM "users" WHERE status <> 'rejected'
) d WHERE u.id = d.id AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_open_uq" ON "users" USING btree ("mobile") WHERE status <> 'rejected' and not mobile_duplicate;
