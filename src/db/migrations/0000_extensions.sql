-- Trigram matching for the typo-tolerant search (DESIGN §5). unaccent is optional and is
-- loaded by openDatabase where available, so it is not required here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text the healer search matches `query` against. Declared IMMUTABLE so that it can build
-- the stored generated column healers.search_text (array_to_string and concat_ws are only
-- STABLE in general, but are immutable for text arguments).
CREATE OR REPLACE FUNCTION healer_search_text(
  p_name text,
  p_specialty text,
  p_services text[],
  p_location text,
  p_building text,
  p_address_field2 text,
  p_address_field3 text,
  p_city text,
  p_district text,
  p_pincode text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lower(concat_ws(' ', p_name, p_specialty, array_to_string(p_services, ' '), p_location,
    p_building, p_address_field2, p_address_field3, p_city, p_district, p_pincode))
$$;
