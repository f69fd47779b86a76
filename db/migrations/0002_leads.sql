CREATE TABLE "lead_list_members" (
	"list_id" uuid NOT NULL,
	"lead_id" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_list_members_list_id_lead_id_pk" PRIMARY KEY("list_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"platform" varchar(16),
	"kind" varchar(16) NOT NULL,
	"status" varchar(32) DEFAULT 'ACTIVE' NOT NULL,
	"scrape_details" jsonb,
	"leads_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workspace_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"platform" varchar(16) NOT NULL,
	"status" varchar(32) DEFAULT 'NEW' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"company" text,
	"email" text,
	"phone" text,
	"headline" text,
	"location" text,
	"address" text,
	"url" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_list_members" ADD CONSTRAINT "lead_list_members_list_id_lead_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lead_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_list_members" ADD CONSTRAINT "lead_list_members_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_lists" ADD CONSTRAINT "lead_lists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_lists" ADD CONSTRAINT "lead_lists_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_list_id_lead_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lead_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_list_members_lead_idx" ON "lead_list_members" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_lists_ws_created_idx" ON "lead_lists" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "lead_lists"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_lists_ws_platform_name_key" ON "lead_lists" USING btree ("workspace_id",coalesce("platform", ''),lower("name")) WHERE "lead_lists"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_ws_scraped_idx" ON "leads" USING btree ("workspace_id","scraped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_ws_platform_scraped_idx" ON "leads" USING btree ("workspace_id","platform","scraped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_ws_updated_idx" ON "leads" USING btree ("workspace_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_list_scraped_idx" ON "leads" USING btree ("list_id","scraped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_ws_email_idx" ON "leads" USING btree ("workspace_id",lower("email")) WHERE "leads"."deleted_at" is null and "leads"."email" is not null;