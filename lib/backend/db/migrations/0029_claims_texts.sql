ALTER TABLE "claim_document_requests" ADD COLUMN "note_ar" text;--> statement-breakpoint
ALTER TABLE "claim_events" ADD COLUMN "note_ar" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "assessment_note_ar" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decision_note_ar" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "state_since" timestamp with time zone DEFAULT now() NOT NULL;