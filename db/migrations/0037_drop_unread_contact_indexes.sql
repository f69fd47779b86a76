-- Nothing reads these two: duplicates are matched through match_keys (migration 0024 on), and no filter or
-- sort names the primary phone's E.164 or the domain. Each lead written (an import's every row) kept them up.
DROP INDEX "leads_ws_phone_e164_idx";--> statement-breakpoint
DROP INDEX "leads_ws_domain_idx";