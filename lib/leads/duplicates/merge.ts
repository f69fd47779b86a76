import "server-only";
import type { RawQuery } from "@/db/raw";
import type { DuplicateReason } from "@/db/schema/lead-duplicates";
import { inWorkspace } from "./in-workspace";

export type MergePair = { loserId: number; winnerId: number; reason: DuplicateReason };

/** Entries of `l`'s jsonb array whose `field` the winner `w` does not have yet, appended after the winner's. */
const unionJson = (column: string, field: string) =>
  `${column} = w.${column} || coalesce((select jsonb_agg(e) from jsonb_array_elements(l.${column}) e
     where not exists (select 1 from jsonb_array_elements(w.${column}) x where x->>'${field}' = e->>'${field}')), '[]'::jsonb)`;

/** Scalars the winner lacks are taken from the loser (with the provenance of the loser's value). */
const filled = [
  "email",
  "phone",
  "company",
  "headline",
  "location",
  "address",
  "url",
  "first_name",
  "last_name",
  "title",
  "email_status",
  "phone_e164",
  "website",
  "domain",
  "address_parts",
  "time_zone",
  "notes",
]
  .map((c) => `${c} = coalesce(w.${c}, l.${c})`)
  .join(", ");

/**
 * The winner keeps every value it has and gains what the loser adds: emails, phones and profiles unioned
 * (each entry keeps its own source), tags and match keys unioned, empty fields filled, custom fields and
 * provenance the winner lacks. The loser is soft-deleted and its own record stays as it was.
 */
const mergeWinner = `update leads w set ${unionJson("emails", "address")}, ${unionJson("phones", "number")},
    ${unionJson("socials", "url")}, ${filled},
    latitude = case when w.latitude is null then l.latitude else w.latitude end,
    longitude = case when w.latitude is null then l.longitude else w.longitude end,
    tags = array(select distinct t from unnest(w.tags || l.tags) t order by t),
    match_keys = array(select distinct k from unnest(coalesce(w.match_keys, '{}') || coalesce(l.match_keys, '{}')) k order by k),
    custom_fields = l.custom_fields || w.custom_fields,
    provenance = l.provenance || w.provenance,
    updated_at = now()
  from jsonb_to_recordset($2::jsonb) as p(winner_id bigint, loser_id bigint), leads l
  where w.id = p.winner_id and l.id = p.loser_id and ${inWorkspace("w")} and ${inWorkspace("l")}`;

/** Curated lists count their live members: recounted where a merge or its undo moved memberships. */
export const recountCuratedLists = `update lead_lists set leads_count = (
    select count(*) from lead_list_members m join leads l on l.id = m.lead_id and l.deleted_at is null
    where m.list_id = lead_lists.id), updated_at = now()
  where workspace_id = $1 and kind = 'curated' and deleted_at is null
    and id in (select value::uuid from jsonb_array_elements_text($2::jsonb))`;

/** One round: each winner at most once, so one UPDATE ... FROM merges every pair. */
async function mergeRound(
  query: RawQuery,
  workspaceId: string,
  pairs: MergePair[],
  origin: "import" | "save" | "review",
  userId: string | null,
): Promise<number[]> {
  const records = await query<{ winner_id: string; loser_id: string; loser_list_ids: string[] | string }>(
    `insert into lead_merges (workspace_id, winner_id, loser_id, reason, origin, winner_before, loser_before,
       loser_list_ids, moved_list_ids, created_by_user_id, created_at)
     select $1, w.id, l.id, p.reason, $3, to_jsonb(w), to_jsonb(l),
       array(select m.list_id from lead_list_members m where m.lead_id = l.id),
       array(select m.list_id from lead_list_members m where m.lead_id = l.id and not exists (
         select 1 from lead_list_members x where x.list_id = m.list_id and x.lead_id = w.id)),
       $4, clock_timestamp()
     from jsonb_to_recordset($2::jsonb) as p(winner_id bigint, loser_id bigint, reason varchar)
     join leads w on w.id = p.winner_id and ${inWorkspace("w")} and w.deleted_at is null
     join leads l on l.id = p.loser_id and ${inWorkspace("l")} and l.deleted_at is null
     returning winner_id, loser_id, loser_list_ids`,
    [
      workspaceId,
      JSON.stringify(pairs.map((p) => ({ winner_id: p.winnerId, loser_id: p.loserId, reason: p.reason }))),
      origin,
      userId,
    ],
  );
  if (!records.length) return [];
  const done = JSON.stringify(records.map((r) => ({ winner_id: r.winner_id, loser_id: r.loser_id })));
  await query(mergeWinner, [workspaceId, done]);
  await query(
    `insert into lead_list_members (list_id, lead_id)
     select m.list_id, p.winner_id from jsonb_to_recordset($1::jsonb) as p(winner_id bigint, loser_id bigint)
     join lead_list_members m on m.lead_id = p.loser_id
     on conflict do nothing`,
    [done],
  );
  await query(
    `delete from lead_list_members where lead_id in (
       select p.loser_id from jsonb_to_recordset($1::jsonb) as p(winner_id bigint, loser_id bigint))`,
    [done],
  );
  await query(
    `with gone as (
       update leads l set deleted_at = now(), updated_at = now()
       from jsonb_to_recordset($2::jsonb) as p(winner_id bigint, loser_id bigint)
       where l.id = p.loser_id and ${inWorkspace("l")} returning l.list_id)
     update lead_lists set leads_count = greatest(leads_count - g.n, 0), updated_at = now()
     from (select list_id, count(*) as n from gone group by list_id) g where lead_lists.id = g.list_id`,
    [workspaceId, done],
  );
  const lists = [...new Set(records.flatMap((r) => toArray(r.loser_list_ids)))];
  if (lists.length) await query(recountCuratedLists, [workspaceId, JSON.stringify(lists)]);
  await query(
    `update lead_duplicate_candidates c set status = 'merged', decided_at = now()
     from jsonb_to_recordset($2::jsonb) as p(winner_id bigint, loser_id bigint)
     where c.workspace_id = $1 and c.lead_id = least(p.winner_id, p.loser_id)
       and c.other_id = greatest(p.winner_id, p.loser_id)`,
    [workspaceId, done],
  );
  return records.map((r) => Number(r.loser_id));
}

/** postgres-js returns uuid[] as an array; PGlite may hand the text form `{a,b}`. */
export function toArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  return value
    ? value
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean)
    : [];
}

/**
 * Merges each loser into its winner (same workspace, both live), inside the caller's transaction, and
 * records every merge with both rows as they were so it can be undone. Returns the losers merged.
 */
export async function mergeLeadPairs(
  query: RawQuery,
  {
    workspaceId,
    pairs,
    origin,
    userId,
  }: { workspaceId: string; pairs: MergePair[]; origin: "import" | "save" | "review"; userId: string | null },
): Promise<number[]> {
  const rounds: MergePair[][] = [];
  const seen = new Map<number, number>();
  for (const pair of pairs) {
    const round = seen.get(pair.winnerId) ?? 0;
    seen.set(pair.winnerId, round + 1);
    (rounds[round] ??= []).push(pair);
  }
  const losers: number[] = [];
  for (const round of rounds) losers.push(...(await mergeRound(query, workspaceId, round, origin, userId)));
  return losers;
}
