-- Passkeys (WebAuthn credentials) of the admin and of healers (decision 063): the public key, its
-- signature counter, and what the list shows. Exactly one owner; the passkey goes with it.
CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"admin_id" text REFERENCES "admin"("id") ON DELETE CASCADE,
	"healer_id" text REFERENCES "healers"("id") ON DELETE CASCADE,
	"user_handle" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_one_owner" CHECK (("owner_kind" = 'admin' and "admin_id" is not null and "healer_id" is null) or ("owner_kind" = 'healer' and "healer_id" is not null and "admin_id" is null))
);--> statement-breakpoint
CREATE INDEX "passkeys_admin_idx" ON "passkeys" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "passkeys_healer_idx" ON "passkeys" USING btree ("healer_id");--> statement-breakpoint
-- A ceremony's challenge: taken once, a few minutes long, bound to a session or a ceremony cookie.
CREATE TABLE "passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"bound_to" text NOT NULL,
	"user_handle" text,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "passkey_challenges_expires_at_idx" ON "passkey_challenges" USING btree ("expires_at");
