-- The public search reads the directory in memory (decision 026), so no query reads these
-- trigram indexes any more; every write still paid to update them (decision 030).
DROP INDEX "healers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "healers_specialty_trgm_idx";--> statement-breakpoint
DROP INDEX "healers_city_trgm_idx";--> statement-breakpoint
DROP INDEX "healers_district_trgm_idx";--> statement-breakpoint
DROP INDEX "healers_search_text_trgm_idx";