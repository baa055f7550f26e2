-- Contracts keep a car's plate in one written form (normalisePlate, lib/validation/plate.ts): Latin
-- digits, no spaces, one ASCII dash, no leading zeros in either part, so 17-04567 and a held 17-4567
-- are one car. Rows written before are brought to that form; a value that is not a plate is left.
UPDATE "policies" SET "plate_number" = "normalised"."plate"
FROM (
  SELECT "id", regexp_replace(regexp_replace("cleaned", '^0+(\d)', '\1'), '-0+(\d)', '-\1') AS "plate"
  FROM (
    SELECT "id", translate(regexp_replace("plate_number", '\s+', '', 'g'),
      '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹‐‑‒–—―−﹘﹣－', '01234567890123456789----------') AS "cleaned"
    FROM "policies" WHERE "plate_number" IS NOT NULL
  ) AS "c"
  WHERE "cleaned" ~ '^\d+-\d+$'
) AS "normalised"
WHERE "policies"."id" = "normalised"."id" AND "policies"."plate_number" IS DISTINCT FROM "normalised"."plate";
