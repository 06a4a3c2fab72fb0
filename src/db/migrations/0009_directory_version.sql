-- The public directory's version (decision 026): every statement that writes healers, by the app,
-- a restore or by hand in psql, moves it on in the same transaction, so a process holding the
-- directory in memory knows with one small read whether what it holds is still the directory.
CREATE TABLE "directory_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_directory_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE "directory_version" SET "version" = "version" + 1 WHERE "id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "healers_directory_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "healers"
FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
