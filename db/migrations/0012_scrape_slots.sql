ALTER TABLE "scrape_runs" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "scrape_runs_ws_open_idx" ON "scrape_runs" USING btree ("workspace_id","created_at") WHERE "scrape_runs"."status" in ('queued', 'running');--> statement-breakpoint
UPDATE "scrape_runs" SET "dispatched_at" = coalesce("started_at", "created_at") WHERE "status" IN ('queued', 'running');
