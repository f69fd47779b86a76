import "server-only";
import { type SQL, and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { foldedLike } from "@/db/search-fold";
import { leadListMembers, leadLists, leads, workspaces } from "@/db/schema";
import type { EmailVerificationStatus } from "@/db/schema/leads-enums";
import type { LeadPlatform } from "./constants";

export type LeadFilters = {
  workspaceId: string;
  platform?: LeadPlatform[];
  status?: string[];
  q?: string;
  /** Leads that have a primary email / phone. */
  has?: ("email" | "phone")[];
  emailStatus?: EmailVerificationStatus[];
  /** Any of these tags. */
  tags?: string[];
  /** Leads of a list: its origin leads and a curated list's members. */
  listId?: string;
  projectId?: string;
  /** Location contains this text. */
  location?: string;
  /** Date added (scraped_at), days in the workspace's time zone (as the screens show dates), both inclusive. */
  from?: string;
  to?: string;
};

/**
 * LIKE pattern for a name search: 3+ characters use the trigram index anywhere in the name; 1-2 are a prefix.
 * Matched folded (`foldedLike`): case and accents do not count.
 */
export function namePattern(q: string): string {
  return q.length >= 3 ? `%${escapeLike(q)}%` : `${escapeLike(q)}%`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function hasSearchFilters(f: LeadFilters): boolean {
  return (
    Boolean(f.q || f.status?.length || f.has?.length || f.emailStatus?.length || f.tags?.length) ||
    Boolean(f.listId || f.projectId || f.location || f.from || f.to)
  );
}

/** The contact-column filters; a list or project only ever matches leads of the same workspace (the leads condition). */
function contactConditions(f: LeadFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.has?.includes("email")) conditions.push(isNotNull(leads.email));
  if (f.has?.includes("phone")) conditions.push(isNotNull(leads.phone));
  if (f.emailStatus?.length) conditions.push(inArray(leads.emailStatus, f.emailStatus));
  if (f.tags?.length)
    conditions.push(
      sql`${leads.tags} && array[${sql.join(
        f.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`,
    );
  if (f.listId) {
    const members = sql`select ${leadListMembers.leadId} from ${leadListMembers} where ${eq(leadListMembers.listId, f.listId)}`;
    conditions.push(sql`(${leads.listId} = ${f.listId} or ${leads.id} in (${members}))`);
  }
  if (f.projectId) {
    const lists = sql`select ${leadLists.id} from ${leadLists} where ${and(
      eq(leadLists.workspaceId, f.workspaceId),
      eq(leadLists.projectId, f.projectId),
    )}`;
    conditions.push(sql`${leads.listId} in (${lists})`);
  }
  if (f.location) conditions.push(foldedLike(leads.location, `%${escapeLike(f.location)}%`));
  if (f.from || f.to) {
    // Read once per statement (an init plan), so the bounds are constants and the index still serves.
    const zone = sql`(select ${workspaces.timezone} from ${workspaces} where ${workspaces.id} = ${f.workspaceId})`;
    // A day's midnight as a local timestamp, then placed in the zone (a date alone would be read in the
    // database session's zone first).
    if (f.from) conditions.push(sql`${leads.scrapedAt} >= (${f.from}::date::timestamp at time zone ${zone})`);
    if (f.to)
      conditions.push(sql`${leads.scrapedAt} < ((${f.to}::date + 1)::timestamp at time zone ${zone})`);
  }
  return conditions;
}

/** Conditions for live leads of one workspace; every read of leads starts here. */
export function leadConditions(f: LeadFilters): SQL[] {
  const conditions = [eq(leads.workspaceId, f.workspaceId), isNull(leads.deletedAt)];
  const [onlyPlatform] = f.platform ?? [];
  if (f.platform?.length === 1 && onlyPlatform) conditions.push(eq(leads.platform, onlyPlatform));
  else if (f.platform?.length) conditions.push(inArray(leads.platform, f.platform));
  const [onlyStatus] = f.status ?? [];
  if (f.status?.length === 1 && onlyStatus) conditions.push(eq(leads.status, onlyStatus));
  else if (f.status?.length) conditions.push(inArray(leads.status, f.status));
  if (f.q) conditions.push(foldedLike(leads.name, namePattern(f.q)));
  return [...conditions, ...contactConditions(f)];
}
