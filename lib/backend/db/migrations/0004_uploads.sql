CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" integer,
	"user_id" integer,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unclaimed_idx" ON "uploads" USING btree ("claimed_at","created_at");--> statement-breakpoint
CREATE INDEX "uploads_session_idx" ON "uploads" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_documents_upload_idx" ON "identity_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "identity_documents_journey_idx" ON "identity_documents" USING btree ("journey_id");--> statement-breakpoint
ALTER TABLE "identity_documents" DROP COLUMN "sha256";--> statement-breakpoint
ALTER TABLE "identity_documents" DROP COLUMN "data";