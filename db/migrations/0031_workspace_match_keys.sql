-- Match keys start with their workspace's tag (the uuid's last 12 hex digits) since this migration, so one
-- tenant's duplicate probe never walks the postings of the same business in every other tenant
-- (workspaceMatchKeys in lib/leads/duplicates/match-keys.ts). One pass over the keyed rows; the GIN index is
-- dropped for it and built once after, which costs far less than updating it row by row.
DROP INDEX IF EXISTS "leads_match_keys_idx";--> statement-breakpoint
UPDATE "leads" SET "match_keys" = ARRAY(
  SELECT right("leads"."workspace_id"::text, 12) || ':' || u.k FROM unnest("leads"."match_keys") WITH ORDINALITY AS u(k, i) ORDER BY u.i
) WHERE "match_keys" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_match_keys_idx" ON "leads" USING gin ("match_keys") WITH (fastupdate=false) WHERE "leads"."deleted_at" is null;
