CREATE TABLE "offer_views" (
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_views_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "from_sign_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "terms_acceptance" jsonb;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "offer_discount" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "discount_product" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "terms_acceptance" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_discount" jsonb;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;