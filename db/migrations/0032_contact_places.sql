DROP INDEX "leads_contact_pending_idx";--> statement-breakpoint
CREATE INDEX "leads_contact_pending_idx" ON "leads" USING btree ("id") WHERE "leads"."contact_version" < 2;