ALTER TABLE "claims" ADD COLUMN "decision_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A claim decided before the count began stands as its first decision.
UPDATE "claims" SET "decision_version" = 1 WHERE "decided_at" IS NOT NULL;
