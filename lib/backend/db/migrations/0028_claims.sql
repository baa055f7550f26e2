CREATE TABLE "claim_document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by" integer,
	"provided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_name_ar" text,
	"note" text,
	"amount_fils" integer,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"claim_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"kind" text NOT NULL,
	"slot" text NOT NULL,
	"request_id" integer,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "claim_files_claim_id_upload_id_pk" PRIMARY KEY("claim_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"report_key" uuid NOT NULL,
	"line" text NOT NULL,
	"event" text NOT NULL,
	"state" text DEFAULT 'reported' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"occurred_on" date NOT NULL,
	"occurred_time" text DEFAULT '' NOT NULL,
	"location" jsonb,
	"description" text NOT NULL,
	"details" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"appointment_id" integer,
	"assessor" text,
	"assessed_fils" integer,
	"assessment_note" text,
	"assessed_at" timestamp with time zone,
	"outcome" text,
	"gross_fils" integer,
	"excess_fils" integer,
	"deductions" jsonb,
	"net_fils" integer,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"pay_by" date,
	"settlement_method" text,
	"settlement_iban" text,
	"accepted_at" timestamp with time zone,
	"cheque_id" text,
	"transfer_reference" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reported_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_account_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"iban" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cheques" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "claim_document_requests" ADD CONSTRAINT "claim_document_requests_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_document_requests" ADD CONSTRAINT "claim_document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_account_changes" ADD CONSTRAINT "payout_account_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_document_requests_claim_idx" ON "claim_document_requests" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_report_key_uq" ON "claims" USING btree ("user_id","report_key");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","reported_at");--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_id","occurred_on");--> statement-breakpoint
CREATE INDEX "claims_state_idx" ON "claims" USING btree ("state");--> statement-breakpoint
CREATE INDEX "payout_account_changes_user_idx" ON "payout_account_changes" USING btree ("user_id","created_at");