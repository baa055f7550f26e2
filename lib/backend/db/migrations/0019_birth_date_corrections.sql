CREATE TABLE "birth_date_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"previous_birth_date" date,
	"birth_date" date NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" text NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birth_date_corrections" ADD CONSTRAINT "birth_date_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "birth_date_corrections_user_idx" ON "birth_date_corrections" USING btree ("user_id");--> statement-breakpoint
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
