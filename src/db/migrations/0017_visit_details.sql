-- What decides a visit (DESIGN §10.2, issue 35): fees, gender, home visits, new patients,
-- step-free access, parking and a landmark. All optional; null means "not said".
ALTER TABLE "healers" ADD COLUMN "fee_from" integer;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "fee_to" integer;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "home_visits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "accepting_new_patients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "step_free" boolean;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "parking" boolean;--> statement-breakpoint
ALTER TABLE "healers" ADD COLUMN "landmark" text;
