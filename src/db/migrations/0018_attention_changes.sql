-- Which healers changed since a directory version (decision 048): "Needs attention" keeps a
-- snapshot of every active healer and, after a write, reads only the rows written since, instead
-- of all 100,000. Each written row is stamped with the version its statement's trigger commits
-- (migration 0009 moves it on after each statement); the row lock on directory_version, taken
-- before the first row, orders writers, so a reader that saw version V finds every row of a
-- later commit with written_version > V. Removals cannot be stamped: they are counted, and a
-- snapshot whose count moved is read again whole.
ALTER TABLE "healers" ADD COLUMN "written_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "healers_written_version_idx" ON "healers" ("written_version");--> statement-breakpoint
ALTER TABLE "directory_version" ADD COLUMN "removals" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_healer_written_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW."written_version" := (SELECT "version" FROM "directory_version" WHERE "id" FOR UPDATE) + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "healers_written_version"
BEFORE INSERT OR UPDATE ON "healers"
FOR EACH ROW EXECUTE FUNCTION stamp_healer_written_version();--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_healer_removals() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE "directory_version" SET "removals" = "removals" + 1 WHERE "id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "healers_removals"
AFTER DELETE OR TRUNCATE ON "healers"
FOR EACH STATEMENT EXECUTE FUNCTION count_healer_removals();
