import "server-only";
import { type SQL, and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import { leadDuplicateCandidates, leadMerges, leads } from "@/db/schema";
import type { DuplicateReason } from "@/db/schema/lead-duplicates";
import type { EmailEntry, PhoneEntry, PostalAddressParts, SocialProfile } from "../contact/types";
import { readCarried } from "../carried";
import type { LeadPlatform } from "../constants";

/** One side of a pair as the review shows it: the contact fields with their sources. */
export type DuplicateSide = {
  id: number;
  platform: LeadPlatform;
  name: string;
  company: string | null;
  title: string | null;
  emails: EmailEntry[];
  phones: PhoneEntry[];
  website: string | null;
  socials: SocialProfile[];
  address: PostalAddressParts | null;
  scrapedAt: Date;
};
type DuplicatePair = {
  id: string;
  reason: DuplicateReason;
  createdAt: Date;
  lead: DuplicateSide;
  other: DuplicateSide;
};
type RecentMerge = {
  id: string;
  reason: DuplicateReason;
  origin: "import" | "save" | "review";
  createdAt: Date;
  winnerName: string;
  loserName: string;
};

const a = alias(leads, "a");
const b = alias(leads, "b");
const sideColumns = (t: typeof a | typeof b) => ({
  id: t.id,
  platform: t.platform,
  name: t.name,
  company: t.company,
  title: t.title,
  emails: t.emails,
  phones: t.phones,
  website: t.website,
  socials: t.socials,
  address: t.addressParts,
  scrapedAt: t.scrapedAt,
});

const bothLive = (workspaceId: string) =>
  and(
    eq(a.workspaceId, workspaceId),
    isNull(a.deletedAt),
    eq(b.workspaceId, workspaceId),
    isNull(b.deletedAt),
  );

/** Open pairs whose two leads are both still live, newest first (the review screen). */
export async function getDuplicatePairs({
  workspaceId,
  limit = 50,
}: {
  workspaceId: string;
  limit?: number;
}): Promise<DuplicatePair[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: leadDuplicateCandidates.id,
      reason: leadDuplicateCandidates.reason,
      createdAt: leadDuplicateCandidates.createdAt,
      lead: sideColumns(a),
      other: sideColumns(b),
    })
    .from(leadDuplicateCandidates)
    .innerJoin(a, eq(a.id, leadDuplicateCandidates.leadId))
    .innerJoin(b, eq(b.id, leadDuplicateCandidates.otherId))
    .where(
      and(
        eq(leadDuplicateCandidates.workspaceId, workspaceId),
        eq(leadDuplicateCandidates.status, "open"),
        bothLive(workspaceId),
      ),
    )
    .orderBy(desc(leadDuplicateCandidates.createdAt), desc(leadDuplicateCandidates.id))
    .limit(limit);
  return rows;
}

/**
 * "N possible duplicates" on the Leads page: open pairs of live leads, counted up to `cap`, as a scalar
 * subquery (the Leads table's page statement carries it).
 */
export function openDuplicatesCount(workspaceId: string, cap = 1000): SQL {
  const openPairs = and(
    eq(leadDuplicateCandidates.workspaceId, workspaceId),
    eq(leadDuplicateCandidates.status, "open"),
    bothLive(workspaceId),
  );
  // The joins name the leads table "a" and "b": the aliases `a` and `b` above render as bare names here.
  return sql`(select count(*)::int from (select 1 from ${leadDuplicateCandidates}
    inner join ${leads} "a" on ${eq(a.id, leadDuplicateCandidates.leadId)}
    inner join ${leads} "b" on ${eq(b.id, leadDuplicateCandidates.otherId)}
    where ${openPairs} limit ${cap}) "open")`;
}

/** The same count on its own (the Leads tabs without the table). */
export async function countOpenDuplicates({ workspaceId }: { workspaceId: string }): Promise<number> {
  const { open } = await readCarried({ open: openDuplicatesCount(workspaceId) });
  return Number(open ?? 0);
}

/** Merges not undone yet, newest first, with the two names (Undo on the review screen). */
export async function getRecentMerges({
  workspaceId,
  limit = 20,
}: {
  workspaceId: string;
  limit?: number;
}): Promise<RecentMerge[]> {
  const db = await getDb();
  return db
    .select({
      id: leadMerges.id,
      reason: leadMerges.reason,
      origin: leadMerges.origin,
      createdAt: leadMerges.createdAt,
      winnerName: a.name,
      loserName: b.name,
    })
    .from(leadMerges)
    .innerJoin(a, eq(a.id, leadMerges.winnerId))
    .innerJoin(b, eq(b.id, leadMerges.loserId))
    .where(and(eq(leadMerges.workspaceId, workspaceId), isNull(leadMerges.undoneAt), isNull(a.deletedAt)))
    .orderBy(desc(leadMerges.createdAt))
    .limit(limit);
}
