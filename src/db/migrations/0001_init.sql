CREATE TABLE "admin" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"is_authenticated" boolean DEFAULT false NOT NULL,
	"has_custom_credentials" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"day_of_week" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"open_time" text,
	"close_time" text,
	"break_start_time" text,
	"break_end_time" text,
	CONSTRAINT "clinic_hours_day_range" CHECK ("clinic_hours"."day_of_week" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "healers" (
	"id" text PRIMARY KEY NOT NULL,
	"titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"specialty" text,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"location" text,
	"building" text,
	"address_field2" text,
	"address_field3" text,
	"city" text,
	"district" text DEFAULT 'Thiruvananthapuram' NOT NULL,
	"state" text,
	"country" text,
	"pincode" text NOT NULL,
	"languages" text,
	"email" text,
	"website" text,
	"map_url" text,
	"google_reviews_url" text,
	"bio" text,
	"facebook" text,
	"instagram" text,
	"twitter" text,
	"linkedin" text,
	"youtube" text,
	"is_active" text DEFAULT 'true' NOT NULL,
	"photo_url" text,
	"booking_whatsapp" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text,
	"experience" text,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"clinic_timings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"holidays" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (healer_search_text("name", "specialty", "services", "location", "building", "address_field2", "address_field3", "city", "district", "pincode")) STORED
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"og_bytes" "bytea",
	"content_type" text DEFAULT 'image/webp' NOT NULL,
	"owner_kind" text,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"organization_name" text DEFAULT 'Federation of Classical Acupuncture Healers, Kerala' NOT NULL,
	"description" text,
	"contact_email" text,
	"contact_phone" text,
	"address" text,
	"website" text,
	"logo_url" text,
	"primary_color" text DEFAULT '#4f46e5' NOT NULL,
	"secondary_color" text DEFAULT '#059669' NOT NULL,
	"google_reviews_link" text,
	"facebook_url" text,
	"instagram_url" text,
	"linkedin_url" text,
	"x_url" text,
	"youtube_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'Executive Member' NOT NULL,
	"email" text,
	"phone" text,
	"photo_url" text,
	"summary" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_hours_day_unique" ON "clinic_hours" USING btree ("day_of_week");--> statement-breakpoint
CREATE UNIQUE INDEX "healers_phone_unique" ON "healers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "healers_is_active_idx" ON "healers" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "healers_name_trgm_idx" ON "healers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "healers_specialty_trgm_idx" ON "healers" USING gin (lower("specialty") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "healers_city_trgm_idx" ON "healers" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "healers_district_trgm_idx" ON "healers" USING gin (lower("district") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "healers_search_text_trgm_idx" ON "healers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");