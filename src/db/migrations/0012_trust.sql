-- Trustworthy listings (DESIGN §10.1, issue 31): the federation's verification, the healer's
-- confirmation, leave, the last sign-in and the admin's reminder, and patients' reports.
ALTER TABLE "healers" ADD COLUMN "verification_checked_on" date;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "verification_checks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "confirmed_on" date;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "leave" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
-- A healer who changed the first password has signed in; when is not known, so their last change.
UPDATE "healers" SET "last_sign_in_at" = "updated_at" WHERE NOT "must_change_password";--> statement-breakpoint
CREATE TABLE "healer_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"healer_id" text NOT NULL REFERENCES "healers"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "healer_reports_status_idx" ON "healer_reports" USING btree ("status","created_at" DESC);--> statement-breakpoint
CREATE INDEX "healer_reports_healer_idx" ON "healer_reports" USING btree ("healer_id","status");
