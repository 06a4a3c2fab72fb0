-- The titles as one text for the admin search column (decision 025): array_to_string is only
-- STABLE, and a generated column needs an IMMUTABLE expression; for a text[] it is immutable.
CREATE OR REPLACE FUNCTION healer_titles_text(p_titles text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_to_string(p_titles, ' '), '') $$;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "admin_search_text" text GENERATED ALWAYS AS (healer_search_text("name", "specialty", "services", "location", "building", "address_field2", "address_field3", "city", "district", "pincode") || ' ' || "phone" || ' ' || healer_titles_text("titles")) STORED;--> statement-breakpoint
CREATE INDEX "healers_admin_search_trgm_idx" ON "healers" USING gin ("admin_search_text" gin_trgm_ops);