CREATE TABLE "lead_found_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_found_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workspace_id" uuid NOT NULL,
	"lead_id" bigint NOT NULL,
	"platform" varchar(16) NOT NULL,
	"scrape_run_id" uuid NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_found_records" ADD CONSTRAINT "lead_found_records_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_found_records" ADD CONSTRAINT "lead_found_records_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_found_records_lead_run_key" ON "lead_found_records" USING btree ("lead_id","scrape_run_id");--> statement-breakpoint
CREATE INDEX "lead_found_records_ws_lead_idx" ON "lead_found_records" USING btree ("workspace_id","lead_id","created_at");