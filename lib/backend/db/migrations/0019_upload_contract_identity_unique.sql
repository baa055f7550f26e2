ALTER TABLE "users" ADD COLUMN "identity_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "policy_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Data steps drizzle cannot state, between the new columns and the unique indexes that need them.

-- Uploads that already back a contract (issued before uploads.policy_id existed) are bound to the
-- oldest contract naming them, so they cannot back another: a car names its images in
-- declarations.vehicle_documents, a home its title deed in document_id.
UPDATE "uploads" u SET "policy_id" = b.policy_id FROM (
  SELECT d.doc AS upload_id, p.user_id, min(p.id) AS policy_id
  FROM "policies" p
  CROSS JOIN LATERAL (
    SELECT p.declarations->'vehicle_documents'->>'licence_front'
    UNION ALL SELECT p.declarations->'vehicle_documents'->>'licence_back'
    UNION ALL SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(p.declarations->'vehicle_documents'->'registration') = 'array'
      THEN p.declarations->'vehicle_documents'->'registration' ELSE '[]'::jsonb END)
    UNION ALL SELECT CASE WHEN p.line = 'home' THEN p.document_id END
  ) AS d(doc)
  WHERE d.doc IS NOT NULL
  GROUP BY d.doc, p.user_id
) b WHERE u.id = b.upload_id AND u.user_id = b.user_id AND u.policy_id IS NULL;
--> statement-breakpoint

-- Identity numbers as sign-up now stores them: Latin digits, no spaces, capitals.
UPDATE "users" SET "national_id" = upper(regexp_replace(translate("national_id", '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '\s', '', 'g'))
WHERE "national_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "passport_id" = upper(regexp_replace(translate("passport_id", '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '\s', '', 'g'))
WHERE "passport_id" IS NOT NULL;
--> statement-breakpoint

-- Accounts that already share a number with another open one would make the unique indexes fail.
-- None is deleted or closed: per number, the verified, then oldest, account keeps it; the others are
-- marked identity_duplicate (still usable, left out of the index) for the company to resolve.
UPDATE "users" u SET "identity_duplicate" = true FROM (
  SELECT id, row_number() OVER (PARTITION BY national_id ORDER BY is_verified DESC, created_at, id) AS n
  FROM "users" WHERE national_id IS NOT NULL AND status <> 'rejected'
) d WHERE u.id = d.id AND d.n > 1;
--> statement-breakpoint
UPDATE "users" u SET "identity_duplicate" = true FROM (
  SELECT id, row_number() OVER (PARTITION BY passport_id ORDER BY is_verified DESC, created_at, id) AS n
  FROM "users" WHERE passport_id IS NOT NULL AND status <> 'rejected'
) d WHERE u.id = d.id AND d.n > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_national_id_open_uq" ON "users" USING btree ("national_id") WHERE national_id is not null and status <> 'rejected' and not identity_duplicate;--> statement-breakpoint
CREATE UNIQUE INDEX "users_passport_id_open_uq" ON "users" USING btree ("passport_id") WHERE passport_id is not null and status <> 'rejected' and not identity_duplicate;