-- The admin's second factor and signed-in devices (DESIGN §10.4, issue 32, decision 049).
-- The TOTP secret is stored encrypted (AES-256-GCM under a key derived from the server's secret);
-- the last accepted time step refuses a code seen before; recovery codes are argon2id hashes.
ALTER TABLE "admin" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admin" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admin" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL REFERENCES "admin"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_admin_idx" ON "admin_recovery_codes" USING btree ("admin_id");--> statement-breakpoint
-- A session's public id: the row's id is the SHA-256 of the cookie token, which must not leave the
-- server. A database default (evaluated per row) fills the sessions there are, and the rows of a
-- backup made before this column.
ALTER TABLE "sessions" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_unique" ON "sessions" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;
