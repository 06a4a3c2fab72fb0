ALTER TABLE "services" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_ml" text;