CREATE TABLE "lead_daily_counts" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"platform" varchar(16) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "lead_daily_counts_workspace_id_day_platform_pk" PRIMARY KEY("workspace_id","day","platform")
);
--> statement-breakpoint
ALTER TABLE "lead_daily_counts" ADD CONSTRAINT "lead_daily_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "count_added_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- In key order, so two statements adding leads to the same days wait for each other instead of deadlocking.
	INSERT INTO "lead_daily_counts" ("workspace_id", "day", "platform", "count")
	SELECT "workspace_id", ("scraped_at" AT TIME ZONE 'UTC')::date, "platform", count(*)::int
	FROM "added_leads"
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT ("workspace_id", "day", "platform")
	DO UPDATE SET "count" = "lead_daily_counts"."count" + EXCLUDED."count";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_count_added" AFTER INSERT ON "leads"
	REFERENCING NEW TABLE AS "added_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_added_leads"();
--> statement-breakpoint
INSERT INTO "lead_daily_counts" ("workspace_id", "day", "platform", "count")
SELECT "workspace_id", ("scraped_at" AT TIME ZONE 'UTC')::date, "platform", count(*)::int
FROM "leads"
GROUP BY 1, 2, 3;
