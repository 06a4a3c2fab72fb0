-- Insights without tracking (DESIGN §10.5, issue 34): counts per day (TIME_ZONE), never a person.
CREATE TABLE "healer_event_counts" (
	"day" date NOT NULL,
	"healer_id" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "healer_event_counts_pkey" PRIMARY KEY ("day","healer_id","type")
);--> statement-breakpoint
CREATE INDEX "healer_event_counts_healer_idx" ON "healer_event_counts" USING btree ("healer_id","day");--> statement-breakpoint
CREATE TABLE "search_empty_counts" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"district" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_empty_counts_pkey" PRIMARY KEY ("day","query","district")
);
