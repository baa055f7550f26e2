CREATE TABLE "appointment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"actor_name" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "appointment_periods" (
	"date" date NOT NULL,
	"time_period" text NOT NULL,
	"capacity" integer,
	CONSTRAINT "appointment_periods_date_time_period_pk" PRIMARY KEY("date","time_period")
);
--> statement-breakpoint
CREATE TABLE "appointment_photos" (
	"appointment_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "appointment_photos_appointment_id_upload_id_pk" PRIMARY KEY("appointment_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_blocked_days" (
	"date" date PRIMARY KEY NOT NULL,
	"reason_en" text DEFAULT '' NOT NULL,
	"reason_ar" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "car_type" text DEFAULT 'saloon' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "can_move" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_photos" ADD CONSTRAINT "appointment_photos_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id","id");