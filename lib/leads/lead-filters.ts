import "server-only";
import { type SQL, eq, ilike, inArray, isNull } from "drizzle-orm";
import { leads } from "@/db/schema";
import type { LeadPlatform } from "./constants";

export type LeadFilters = {
  workspaceId: string;
  platform?: LeadPlatform[];
  status?: string[];
  q?: string;
};

/** LIKE pattern for a name search: 3+ characters use the trigram index anywhere in the name; 1-2 are a prefix. */
export function namePattern(q: string): string {
  return q.length >= 3 ? `%${escapeLike(q)}%` : `${escapeLike(q)}%`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function hasSearchFilters(f: LeadFilters): boolean {
  return Boolean(f.q) || Boolean(f.status?.length);
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
  if (f.q) conditions.push(ilike(leads.name, namePattern(f.q)));
  return conditions;
}
