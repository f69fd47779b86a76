-- Name keys (a:name|street|place) drop a business name's trailing legal forms since this migration
-- (LEGAL_FORMS in lib/leads/duplicates/match-keys.ts). Leads whose name key ended in one lose their keys here,
-- and the match-keys backfill job (every minute, 1,000 rows a transaction) recomputes them and records the
-- duplicates they now reveal for review. One pass over the table; row locks only on the rows it clears.
UPDATE "leads" SET "match_keys" = NULL
WHERE "contact_version" > 0 AND "match_keys" IS NOT NULL
  AND array_to_string("match_keys", chr(10)) ~ '(^|\n)a:[^|\n]*( (llc|inc|incorporated|ltd|limited|corp|corporation|co|company|plc|llp|lp|gmbh|ag|kg|ug|ohg|ev|sa|sas|sarl|eurl|sasu|srl|spa|sl|slu|bv|nv|vof|ab|as|asa|aps|oy|oyj|pty|pte|sdn|bhd|kk|s a|s l|e v|b v|n v|a g|s r l|s p a|l l c|p l c|s a s|s a r l|g m b h|and co))+\|';
