ALTER TABLE "healers" ADD COLUMN "sign_in_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "sign_in_code_used_at" timestamp with time zone;