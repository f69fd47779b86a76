-- The dashboard counts leads per day of the workspace's time zone, the days every other screen shows,
-- instead of UTC days. Counted per statement as before; the workspace's zone is read once per statement.
CREATE OR REPLACE FUNCTION "count_added_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- In key order, so two statements adding leads to the same days wait for each other instead of deadlocking.
	INSERT INTO "lead_daily_counts" ("workspace_id", "day", "platform", "count")
	SELECT a."workspace_id", (a."scraped_at" AT TIME ZONE w."timezone")::date, a."platform", count(*)::int
	FROM "added_leads" a JOIN "workspaces" w ON w."id" = a."workspace_id"
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT ("workspace_id", "day", "platform")
	DO UPDATE SET "count" = "lead_daily_counts"."count" + EXCLUDED."count";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DELETE FROM "lead_daily_counts";
--> statement-breakpoint
INSERT INTO "lead_daily_counts" ("workspace_id", "day", "platform", "count")
SELECT l."workspace_id", (l."scraped_at" AT TIME ZONE w."timezone")::date, l."platform", count(*)::int
FROM "leads" l JOIN "workspaces" w ON w."id" = l."workspace_id"
GROUP BY 1, 2, 3;
