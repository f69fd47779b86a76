CREATE TABLE "scrape_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"project_id" uuid,
	"created_by_user_id" uuid,
	"platform" varchar(16) NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_count" integer DEFAULT 0 NOT NULL,
	"estimate" integer NOT NULL,
	"credits_per_lead" numeric(8, 2) NOT NULL,
	"credits_reserved" numeric(14, 2) NOT NULL,
	"credits_charged" numeric(14, 2),
	"settled_at" timestamp with time zone,
	"error_message" text,
	"checkpoint" jsonb,
	"upload_id" uuid,
	"cancel_requested_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrape_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "scrape_run_id" uuid;--> statement-breakpoint
ALTER TABLE "scrape_runs" ADD CONSTRAINT "scrape_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_runs" ADD CONSTRAINT "scrape_runs_list_id_lead_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lead_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_runs" ADD CONSTRAINT "scrape_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_uploads" ADD CONSTRAINT "scrape_uploads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrape_runs_ws_created_idx" ON "scrape_runs" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scrape_runs_list_idx" ON "scrape_runs" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "scrape_runs_open_idx" ON "scrape_runs" USING btree ("status","created_at") WHERE "scrape_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "scrape_uploads_ws_idx" ON "scrape_uploads" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_list_external_id_key" ON "leads" USING btree ("list_id","external_id") WHERE "leads"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_scrape_run_idx" ON "leads" USING btree ("scrape_run_id","id") WHERE "leads"."scrape_run_id" is not null;