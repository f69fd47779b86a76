import "server-only";
import type { RawQuery } from "@/db/raw";
import type { DuplicateReason } from "@/db/schema/lead-duplicates";
import { inWorkspace } from "./in-workspace";
import { storedKeyKind } from "./match-keys";
import { type MergePair, mergeLeadPairs } from "./merge";
import { reasonOfPrefix, reasonStrength } from "./reasons";

/** The leads to match: a new import list, or some leads by id. */
type MatchScope = { listId: string } | { leadIds: number[] };

type KeyHit = { lead_id: string | number; other_id: string | number; key: string; people_differ: boolean };
/**
 * Two leads sharing a key, the older first, with the strongest reason found. `merge` when a certain key was
 * found from the newer lead's side: only a lead in scope is ever merged away, and only into an older one.
 */
type Pair = { olderId: number; newerId: number; reason: DuplicateReason; merge: boolean };

/** Leads sharing one key beyond this many are not all paired (a busy domain must not fan out). */
const PER_KEY = 20;

function classify(hit: KeyHit): { reason: DuplicateReason; certain: boolean } {
  const reason = reasonOfPrefix[storedKeyKind(hit.key)] ?? "domain";
  // One phone shared by two different people (a switchboard) is not a certain match.
  const certain =
    reason === "email" ||
    reason === "profile" ||
    reason === "company_domain" ||
    (reason === "phone" && !hit.people_differ);
  return { reason, certain };
}

/**
 * Every other live lead of the workspace sharing a match key with a lead in scope: one GIN probe per key
 * (`leads_match_keys_idx`), at most `PER_KEY` leads per key. Each pair of leads is kept once, whichever side
 * found it.
 * A domain alone never pairs two people with different email addresses: they are colleagues.
 */
async function findPairs(query: RawQuery, workspaceId: string, scope: MatchScope): Promise<Pair[]> {
  const inScope =
    "listId" in scope
      ? `l.list_id = $2::uuid`
      : `l.id in (select value::bigint from jsonb_array_elements_text($2::jsonb))`;
  // The plan must be one GIN probe per key whatever the statistics say: right after a bulk insert the planner
  // may still see an empty table and walk the workspace's rows once per key (10,000 rows took minutes).
  // Hence no sequential scan, and the tenant test of `inWorkspace`.
  await query(`set local enable_seqscan = off`);
  const hits = await query<KeyHit>(
    `select n.id as lead_id, o.id as other_id, k as key,
       (n.email is not null and o.email is not null and lower(n.email) <> lower(o.email)) as people_differ
     from (select l.id, l.email, l.match_keys from leads l
           where l.workspace_id = $1 and l.deleted_at is null and ${inScope}) n
     cross join lateral unnest(n.match_keys) as k
     cross join lateral (
       select o.id, o.email from leads o
       where o.match_keys @> array[k] and ${inWorkspace("o")} and o.deleted_at is null and o.id <> n.id
         and not (split_part(k, ':', 2) = 'd' and n.email is not null and o.email is not null
                  and lower(n.email) <> lower(o.email))
       limit ${PER_KEY}) o`,
    [workspaceId, "listId" in scope ? scope.listId : JSON.stringify(scope.leadIds)],
  );
  await query(`set local enable_seqscan = on`);
  const best = new Map<string, Pair>();
  for (const hit of hits) {
    const leadId = Number(hit.lead_id);
    const otherId = Number(hit.other_id);
    const { reason, certain } = classify(hit);
    const [olderId, newerId] = leadId < otherId ? [leadId, otherId] : [otherId, leadId];
    const merge = certain && leadId === newerId;
    const seen = best.get(`${olderId}:${newerId}`);
    if (!seen) best.set(`${olderId}:${newerId}`, { olderId, newerId, reason, merge });
    else {
      seen.merge ||= merge;
      if (reasonStrength.indexOf(reason) < reasonStrength.indexOf(seen.reason)) seen.reason = reason;
    }
  }
  return [...best.values()];
}

/**
 * Each pair to merge becomes a merge of the newer lead into the oldest lead it reaches (a row matching an
 * earlier row of the same file that itself matched an existing lead goes to that lead).
 */
function plannedMerges(pairs: Pair[]): MergePair[] {
  const target = new Map<number, { winner: number; reason: DuplicateReason }>();
  const byLead = new Map<number, Pair[]>();
  for (const p of pairs) {
    if (!p.merge) continue;
    const found = byLead.get(p.newerId);
    if (found) found.push(p);
    else byLead.set(p.newerId, [p]);
  }
  for (const leadId of [...byLead.keys()].sort((a, b) => a - b)) {
    let chosen: { winner: number; reason: DuplicateReason } | undefined;
    for (const p of byLead.get(leadId)!) {
      const winner = target.get(p.olderId)?.winner ?? p.olderId;
      if (!chosen || winner < chosen.winner) chosen = { winner, reason: p.reason };
    }
    if (chosen) target.set(leadId, chosen);
  }
  return [...target].map(([loserId, t]) => ({ loserId, winnerId: t.winner, reason: t.reason }));
}

/**
 * Matches the leads in scope against the workspace's other live leads (never another workspace's).
 * With `merge`, certain matches are merged into the older lead; everything else that matched is recorded
 * as a duplicate candidate for review (a pair already decided is left as it was).
 */
export async function matchLeads(
  query: RawQuery,
  {
    workspaceId,
    scope,
    merge,
  }: {
    workspaceId: string;
    scope: MatchScope;
    merge?: { origin: "import" | "save"; userId: string | null };
  },
): Promise<{ merged: number; candidates: number }> {
  if ("leadIds" in scope && !scope.leadIds.length) return { merged: 0, candidates: 0 };
  const pairs = await findPairs(query, workspaceId, scope);
  if (!pairs.length) return { merged: 0, candidates: 0 };
  const merges = merge ? plannedMerges(pairs) : [];
  const losers = new Set(
    merges.length
      ? await mergeLeadPairs(query, {
          workspaceId,
          pairs: merges,
          origin: merge!.origin,
          userId: merge!.userId,
        })
      : [],
  );
  // Every lead of a pair was live in this transaction; a lead merged just now makes no candidate. The pairs go
  // in as they are, with no join back to `leads`: right after an import the planner's estimates of both
  // sides are wrong, and its nested loop over 62,000 pairs took 80 s.
  const candidates = pairs
    .filter((p) => !losers.has(p.olderId) && !losers.has(p.newerId))
    .map((p) => ({ lead_id: p.olderId, other_id: p.newerId, reason: p.reason }));
  if (!candidates.length) return { merged: losers.size, candidates: 0 };
  const inserted = await query<{ id: string }>(
    `insert into lead_duplicate_candidates (workspace_id, lead_id, other_id, reason)
     select $1::uuid, c.lead_id, c.other_id, c.reason
     from jsonb_to_recordset($2::jsonb) as c(lead_id bigint, other_id bigint, reason varchar)
     on conflict (workspace_id, lead_id, other_id) do nothing
     returning id`,
    [workspaceId, JSON.stringify(candidates)],
  );
  return { merged: losers.size, candidates: inserted.length };
}
