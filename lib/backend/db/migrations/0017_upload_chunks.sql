CREATE TABLE "upload_chunks" (
	"upload_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
CREATE INDEX "upload_chunks_created_idx" ON "upload_chunks" USING btree ("created_at");