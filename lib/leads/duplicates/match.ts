import "server-only";
import type { RawQuery } from "@/db/raw";
import type { DuplicateReason } from "@/db/schema/lead-duplicates";
import { type MergePair, mergeLeadPairs } from "./merge";
import { reasonOfPrefix, reasonStrength } from "./reasons";

/** The leads to match: a new import list, or some leads by id. */
export type MatchScope = { listId: string } | { leadIds: number[] };

type KeyHit = { lead_id: string | number; other_id: string | number; key: string; people_differ: boolean };
type Pair = { leadId: number; otherId: number; reason: DuplicateReason; certain: boolean };

/** Leads sharing one key beyond this many are not all paired (a busy domain must not fan out). */
const PER_KEY = 20;

function classify(hit: KeyHit): { reason: DuplicateReason; certain: boolean } {
  const reason = reasonOfPrefix[hit.key.slice(0, hit.key.indexOf(":"))] ?? "domain";
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
 * (`leads_match_keys_idx`), at most `PER_KEY` leads per key. Pairs are reduced to their strongest reason.
 */
async function findPairs(query: RawQuery, workspaceId: string, scope: MatchScope): Promise<Pair[]> {
  const inScope =
    "listId" in scope
      ? `l.list_id = $2::uuid`
      : `l.id in (select value::bigint from jsonb_array_elements_text($2::jsonb))`;
  // The plan must be one GIN probe per key whatever the statistics say: right after a bulk insert the planner
  // may still see an empty table and walk the workspace's rows once per key (10,000 rows took minutes).
  // Hence no sequential scan, and the tenant test written as text so no workspace b-tree can serve it.
  await query(`set local enable_seqscan = off`);
  const hits = await query<KeyHit>(
    `select n.id as lead_id, o.id as other_id, k as key,
       (n.email is not null and o.email is not null and lower(n.email) <> lower(o.email)) as people_differ
     from (select l.id, l.email, l.match_keys from leads l
           where l.workspace_id = $1 and l.deleted_at is null and ${inScope}) n
     cross join lateral unnest(n.match_keys) as k
     cross join lateral (
       select o.id, o.email from leads o
       where o.match_keys @> array[k] and o.workspace_id::text = $1::text and o.deleted_at is null and o.id <> n.id
       limit ${PER_KEY}) o`,
    [workspaceId, "listId" in scope ? scope.listId : JSON.stringify(scope.leadIds)],
  );
  await query(`set local enable_seqscan = on`);
  const best = new Map<string, Pair>();
  for (const hit of hits) {
    const leadId = Number(hit.lead_id);
    const otherId = Number(hit.other_id);
    const { reason, certain } = classify(hit);
    const id = `${leadId}:${otherId}`;
    const seen = best.get(id);
    if (!seen) best.set(id, { leadId, otherId, reason, certain });
    else {
      seen.certain ||= certain;
      if (reasonStrength.indexOf(reason) < reasonStrength.indexOf(seen.reason)) seen.reason = reason;
    }
  }
  return [...best.values()];
}

/**
 * Certain pairs where the other lead is older become merges into the oldest lead each one reaches
 * (a row matching an earlier row of the same file that itself matched an existing lead goes to that lead).
 */
function plannedMerges(pairs: Pair[]): MergePair[] {
  const target = new Map<number, { winner: number; reason: DuplicateReason }>();
  const byLead = new Map<number, Pair[]>();
  for (const p of pairs)
    if (p.certain && p.otherId < p.leadId) byLead.set(p.leadId, [...(byLead.get(p.leadId) ?? []), p]);
  for (const leadId of [...byLead.keys()].sort((a, b) => a - b)) {
    let chosen: { winner: number; reason: DuplicateReason } | undefined;
    for (const p of byLead.get(leadId)!) {
      const winner = target.get(p.otherId)?.winner ?? p.otherId;
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
  const merged = merges.length
    ? await mergeLeadPairs(query, {
        workspaceId,
        pairs: merges,
        origin: merge!.origin,
        userId: merge!.userId,
      })
    : 0;
  const candidates = pairs.map((p) => ({
    lead_id: Math.min(p.leadId, p.otherId),
    other_id: Math.max(p.leadId, p.otherId),
    reason: p.reason,
  }));
  // Both leads must still be live: a pair merged just now is no candidate.
  const inserted = await query<{ id: string }>(
    `insert into lead_duplicate_candidates (workspace_id, lead_id, other_id, reason)
     select distinct on (c.lead_id, c.other_id) $1::uuid, c.lead_id, c.other_id, c.reason
     from jsonb_to_recordset($2::jsonb) as c(lead_id bigint, other_id bigint, reason varchar)
     join leads a on a.id = c.lead_id and a.workspace_id = $1 and a.deleted_at is null
     join leads b on b.id = c.other_id and b.workspace_id = $1 and b.deleted_at is null
     order by c.lead_id, c.other_id
     on conflict (workspace_id, lead_id, other_id) do nothing
     returning id`,
    [workspaceId, JSON.stringify(candidates)],
  );
  return { merged, candidates: inserted.length };
}
