ALTER TABLE "appointments" ADD COLUMN "note_ar" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "address_ar" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_note_ar" text;