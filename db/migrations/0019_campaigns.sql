CREATE TABLE "campaign_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"lead_id" bigint,
	"address" text,
	"position" integer NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"skip_reason" varchar(24),
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"heartbeat_at" timestamp with time zone,
	"batch_key" text,
	"first_attempt_at" timestamp with time zone,
	"provider_message_id" text,
	"error" text,
	"last_event" varchar(16),
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"channel" varchar(16) NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"name" text NOT NULL,
	"list_id" uuid,
	"lead_ids" bigint[],
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"delay_seconds" integer DEFAULT 300 NOT NULL,
	"daily_limit" integer DEFAULT 100 NOT NULL,
	"exclude_risky" boolean DEFAULT false NOT NULL,
	"sender_identity_id" uuid,
	"waiting_reason" text,
	"expansion_cursor" bigint,
	"expanded_at" timestamp with time zone,
	"error" text,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"queued_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"unknown_count" integer DEFAULT 0 NOT NULL,
	"opens_count" integer DEFAULT 0 NOT NULL,
	"clicks_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"bounces_count" integer DEFAULT 0 NOT NULL,
	"unsubscribes_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sending_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"channel" varchar(16) NOT NULL,
	"address" text NOT NULL,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sending_identity_days" (
	"identity_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"last_grant" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sending_identity_days_identity_id_day_pk" PRIMARY KEY("identity_id","day")
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"workspace_id" uuid NOT NULL,
	"address" text NOT NULL,
	"reason" varchar(16) NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppressions_workspace_id_address_pk" PRIMARY KEY("workspace_id","address")
);
--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_step_id_campaign_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."campaign_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_steps" ADD CONSTRAINT "campaign_steps_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_list_id_lead_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lead_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_sender_identity_id_sending_identities_id_fk" FOREIGN KEY ("sender_identity_id") REFERENCES "public"."sending_identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_delivery_id_campaign_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."campaign_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sending_identities" ADD CONSTRAINT "sending_identities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sending_identity_days" ADD CONSTRAINT "sending_identity_days_identity_id_sending_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."sending_identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_deliveries_step_lead_key" ON "campaign_deliveries" USING btree ("step_id","lead_id");--> statement-breakpoint
CREATE INDEX "campaign_deliveries_campaign_position_idx" ON "campaign_deliveries" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "campaign_deliveries_campaign_address_idx" ON "campaign_deliveries" USING btree ("campaign_id","address") WHERE "campaign_deliveries"."status" <> 'skipped';--> statement-breakpoint
CREATE INDEX "campaign_deliveries_due_idx" ON "campaign_deliveries" USING btree ("campaign_id","position") WHERE "campaign_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "campaign_deliveries_sending_idx" ON "campaign_deliveries" USING btree ("heartbeat_at") WHERE "campaign_deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "campaign_deliveries_batch_idx" ON "campaign_deliveries" USING btree ("batch_key") WHERE "campaign_deliveries"."batch_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_deliveries_provider_message_key" ON "campaign_deliveries" USING btree ("provider_message_id") WHERE "campaign_deliveries"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_steps_campaign_position_key" ON "campaign_steps" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "campaigns_ws_created_idx" ON "campaigns" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_active_idx" ON "campaigns" USING btree ("status","scheduled_for") WHERE "campaigns"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_events_once_key" ON "delivery_events" USING btree ("delivery_id","kind");--> statement-breakpoint
CREATE INDEX "delivery_events_campaign_time_idx" ON "delivery_events" USING btree ("campaign_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sending_identities_ws_channel_address_key" ON "sending_identities" USING btree ("workspace_id","channel","address");