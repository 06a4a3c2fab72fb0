ALTER TABLE "healers" ADD COLUMN "sign_in_code_hash" text;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "sign_in_code_expires_at" timestamp with time zone;