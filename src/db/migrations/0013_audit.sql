-- The audit trail (DESIGN §10.4, decision 050): append-only, hash-chained entries, one per write.
CREATE TABLE "audit_entries" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"target_label" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_id_unique" UNIQUE("id")
);--> statement-breakpoint
CREATE INDEX "audit_entries_target_idx" ON "audit_entries" USING btree ("target_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_kind","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","seq");--> statement-breakpoint
CREATE TABLE "audit_head" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_head_one_row" CHECK ("audit_head"."id" = 1)
);--> statement-breakpoint
-- How many entries each actor kind and each action has ('actor:admin', 'action:healer.update'):
-- an unfiltered-by-time count of one of them is a read here, not a count over the index.
CREATE TABLE "audit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"entries" bigint NOT NULL
);--> statement-breakpoint
-- Entries are never changed or removed, by the app or by hand: the database refuses it. (A
-- superuser can still disable the trigger; the hash chain is what shows such an edit.)
CREATE FUNCTION "audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit entries are append-only: % refused on %', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
	FOR EACH ROW EXECUTE FUNCTION "audit_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_head_kept" BEFORE DELETE ON "audit_head"
	FOR EACH ROW EXECUTE FUNCTION "audit_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_head_no_truncate" BEFORE TRUNCATE ON "audit_head"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_refuse_change"();
