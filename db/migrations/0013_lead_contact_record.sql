CREATE TABLE "lead_custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"key" varchar(64) NOT NULL,
	"label" text NOT NULL,
	"type" varchar(16) DEFAULT 'text' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_status" varchar(16);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "socials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "address_parts" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "provenance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_custom_fields" ADD CONSTRAINT "lead_custom_fields_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_custom_fields_ws_key" ON "lead_custom_fields" USING btree ("workspace_id","key");--> statement-breakpoint
CREATE INDEX "leads_ws_phone_e164_idx" ON "leads" USING btree ("workspace_id","phone_e164") WHERE "leads"."deleted_at" is null and "leads"."phone_e164" is not null;--> statement-breakpoint
CREATE INDEX "leads_ws_domain_idx" ON "leads" USING btree ("workspace_id","domain") WHERE "leads"."deleted_at" is null and "leads"."domain" is not null;--> statement-breakpoint
CREATE INDEX "leads_contact_pending_idx" ON "leads" USING btree ("id") WHERE "leads"."contact_version" = 0;--> statement-breakpoint
CREATE INDEX "leads_email_unchecked_idx" ON "leads" USING btree ("id") WHERE "leads"."email_status" = 'unchecked' and "leads"."deleted_at" is null;