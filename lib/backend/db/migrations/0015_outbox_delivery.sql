CREATE TABLE "reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"event" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_once" UNIQUE("subject","subject_id","event")
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ALTER COLUMN "upload_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_ids" text[];--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD COLUMN "kind" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD COLUMN "policy_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_provider_ids_idx" ON "outbox" USING gin ("provider_ids");--> statement-breakpoint
-- Rows written before delivery existed: their old sent_at was when they were written.
UPDATE "outbox" SET "created_at" = "sent_at", "sent_at" = NULL;
