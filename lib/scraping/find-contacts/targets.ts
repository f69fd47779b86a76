import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { fillContactFields } from "@/lib/leads/contact/backfill";
import { leadConditions } from "@/lib/leads/lead-filters";
import { MAX_SITES_PER_RUN } from "../web/site-list";
import { findContactsMessages } from "./messages";
import type { FindContactsInput } from "./validations";

/** A lead Find contacts searches: it has a website and no email (neither a primary nor any other). */
const searchable = sql`${leads.website} is not null and ${leads.email} is null and ${leads.emails} = '[]'::jsonb`;

/** Unfilled leads mapped per start; past it (a list of older leads than this) the backfill job catches up. */
const maxFilledPerStart = 5_000;

export type FindContactsTargets = {
  /** The leads to search, by id, with their websites: at most one run's sites. */
  targets: { leadId: number; url: string }[];
  /** Chosen leads without a website or with an email already. */
  skipped: number;
  /** Searchable leads past one run's cap. */
  overCap: number;
};

/**
 * The workspace's leads a Find contacts run searches: the selected ids (unknown or another workspace's
 * are left out, as if not selected) or a list's leads (its origin leads and a curated list's members;
 * another workspace's list is a 404). Counted in SQL, so a list of any size is two queries.
 */
export async function findContactsTargets(
  tx: Transaction,
  { workspaceId, input }: { workspaceId: string; input: FindContactsInput },
): Promise<FindContactsTargets> {
  let scope;
  if ("listId" in input) {
    const [list] = await tx
      .select({ id: leadLists.id })
      .from(leadLists)
      .where(
        and(
          eq(leadLists.id, input.listId),
          eq(leadLists.workspaceId, workspaceId),
          isNull(leadLists.deletedAt),
        ),
      );
    if (!list) throw new AppError("not_found:lead_list", findContactsMessages.listNotFound);
    scope = leadConditions({ workspaceId, listId: list.id });
  } else {
    scope = [...leadConditions({ workspaceId }), inArray(leads.id, input.leadIds)];
  }
  const where = and(...scope);
  // Leads saved before the contact record have no website column until the backfill job reaches them:
  // map the chosen ones now, so a lead is not skipped for lack of a website its source gave.
  await fillContactFields(tx, { where, limit: maxFilledPerStart });
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      searchable: sql<number>`(count(*) filter (where ${searchable}))::int`,
    })
    .from(leads)
    .where(where);
  const rows = await tx
    .select({ leadId: leads.id, url: leads.website })
    .from(leads)
    .where(and(where, searchable))
    .orderBy(asc(leads.id))
    .limit(MAX_SITES_PER_RUN);
  const total = counts?.total ?? 0;
  const found = counts?.searchable ?? 0;
  return {
    targets: rows.map((r) => ({ leadId: r.leadId, url: r.url ?? "" })),
    skipped: total - found,
    overCap: Math.max(0, found - rows.length),
  };
}
