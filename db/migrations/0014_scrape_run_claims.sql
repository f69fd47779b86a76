ALTER TABLE "scrape_runs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scrape_runs" ADD COLUMN "claimed_by" text;