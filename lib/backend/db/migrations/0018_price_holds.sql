CREATE TABLE "price_holds" (
	"session_id" integer NOT NULL,
	"line" text NOT NULL,
	"request" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_holds_session_id_line_pk" PRIMARY KEY("session_id","line")
);
--> statement-breakpoint
ALTER TABLE "price_holds" ADD CONSTRAINT "price_holds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_holds_expires_idx" ON "price_holds" USING btree ("expires_at");