-- Keyed audit hashes (DESIGN §11.7, decision 056). Each entry names the key its hash was made with
-- (an HMAC whose key is derived from the server's secret and is not in the database); null is
-- sha-256 without a key, as every entry before this migration was. The head carries an HMAC of
-- its number and hash, so that cutting the last entries off and rewinding the head shows too.
ALTER TABLE "audit_entries" ADD COLUMN "hash_key" text;--> statement-breakpoint
ALTER TABLE "audit_head" ADD COLUMN "hash_key" text;--> statement-breakpoint
ALTER TABLE "audit_head" ADD COLUMN "mac" text;--> statement-breakpoint
-- Once the chain is keyed it stays keyed: an entry without a key after keyed ones is refused (a
-- server of the previous version during a rolling upgrade, one without SESSION_SECRET), rather
-- than leaving an entry that /verify would report as rewritten. One check per statement.
CREATE FUNCTION "audit_refuse_unkeyed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "audit_head" WHERE "hash_key" IS NOT NULL)
		AND EXISTS (SELECT 1 FROM "new_entries" WHERE "hash_key" IS NULL) THEN
		RAISE EXCEPTION 'audit entries are keyed (decision 056): an entry without a key is refused'
			USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_keyed" AFTER INSERT ON "audit_entries"
	REFERENCING NEW TABLE AS "new_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_refuse_unkeyed"();
