CREATE TABLE "lead_duplicate_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"lead_id" bigint NOT NULL,
	"other_id" bigint NOT NULL,
	"reason" varchar(16) NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "lead_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"winner_id" bigint NOT NULL,
	"loser_id" bigint NOT NULL,
	"reason" varchar(16) NOT NULL,
	"origin" varchar(8) NOT NULL,
	"winner_before" jsonb NOT NULL,
	"loser_before" jsonb NOT NULL,
	"loser_list_ids" uuid[] NOT NULL,
	"moved_list_ids" uuid[] NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "match_keys" text[];--> statement-breakpoint
ALTER TABLE "lead_duplicate_candidates" ADD CONSTRAINT "lead_duplicate_candidates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_duplicate_candidates" ADD CONSTRAINT "lead_duplicate_candidates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_duplicate_candidates" ADD CONSTRAINT "lead_duplicate_candidates_other_id_leads_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_duplicate_candidates" ADD CONSTRAINT "lead_duplicate_candidates_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_winner_id_leads_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_loser_id_leads_id_fk" FOREIGN KEY ("loser_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_duplicate_candidates_pair_key" ON "lead_duplicate_candidates" USING btree ("workspace_id","lead_id","other_id");--> statement-breakpoint
CREATE INDEX "lead_duplicate_candidates_open_idx" ON "lead_duplicate_candidates" USING btree ("workspace_id","created_at" DESC NULLS LAST) WHERE "lead_duplicate_candidates"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lead_duplicate_candidates_other_idx" ON "lead_duplicate_candidates" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "lead_merges_ws_created_idx" ON "lead_merges" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_merges_winner_idx" ON "lead_merges" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "lead_merges_loser_idx" ON "lead_merges" USING btree ("loser_id");--> statement-breakpoint
CREATE INDEX "leads_match_keys_idx" ON "leads" USING gin ("match_keys") WITH (fastupdate=false) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_match_pending_idx" ON "leads" USING btree ("id") WHERE "leads"."match_keys" is null;