-- Wrong second-step codes of the admin's sign-in (decision 055): one row each, in the database so
-- that the daily ceiling holds across restarts and instances against guessers who rotate
-- addresses, and so that the admin is shown the attempts made since their previous sign-in.
CREATE TABLE "admin_second_step_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL REFERENCES "admin"("id") ON DELETE CASCADE,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "admin_second_step_failures_admin_at_idx" ON "admin_second_step_failures" USING btree ("admin_id", "failed_at");--> statement-breakpoint
-- The sign-in before the current one: failures after it are the ones the admin has not seen.
ALTER TABLE "admin" ADD COLUMN "previous_login" timestamp with time zone;
