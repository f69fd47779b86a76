CREATE TABLE "project_analysis_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_analysis_runs" ADD CONSTRAINT "project_analysis_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_runs" ADD CONSTRAINT "project_analysis_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_analysis_runs_open_idx" ON "project_analysis_runs" USING btree ("created_at") WHERE "project_analysis_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "project_analysis_runs_project_idx" ON "project_analysis_runs" USING btree ("project_id");--> statement-breakpoint
INSERT INTO "project_analysis_runs" ("id", "workspace_id", "project_id") SELECT "analysis_token", "workspace_id", "id" FROM "projects" WHERE "analysis_status" = 'analysing' AND "deleted_at" IS NULL;
