CREATE TABLE "lead_table_preferences" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"columns" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_table_preferences_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lead_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"columns" text[] NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_table_preferences" ADD CONSTRAINT "lead_table_preferences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_table_preferences" ADD CONSTRAINT "lead_table_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_views" ADD CONSTRAINT "lead_views_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_views" ADD CONSTRAINT "lead_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_views_ws_user_name_key" ON "lead_views" USING btree ("workspace_id","user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "lead_views_ws_user_idx" ON "lead_views" USING btree ("workspace_id","user_id","name");--> statement-breakpoint
CREATE INDEX "leads_ws_tags_idx" ON "leads" USING gin ("workspace_id","tags") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_ws_location_trgm_idx" ON "leads" USING gin ("workspace_id","location" gin_trgm_ops) WHERE "leads"."deleted_at" is null and "leads"."location" is not null;