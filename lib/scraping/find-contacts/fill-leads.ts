import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { leadFoundRecords, leads } from "@/db/schema";
import { contactFromSource } from "@/lib/leads/contact";
import { addFoundContacts } from "@/lib/leads/contact/add-found";
import { refreshMatchKeys } from "@/lib/leads/duplicates/refresh-keys";
import { executorQuery } from "@/lib/leads/duplicates/run";
import type { ScrapedLead } from "../providers/types";

/**
 * Find contacts: what the web scraper found for each site, added to the workspace's lead it was read
 * for (in the transaction that counts it for the run), and the site's whole answer kept beside the lead.
 * A lead that gained nothing (the site had nothing new, or a resumed run read it again) is not counted,
 * so it is not charged. Returns the leads that gained.
 */
export async function fillFoundLeads(
  tx: Transaction,
  {
    workspaceId,
    runId,
    found,
  }: { workspaceId: string; runId: string; found: (ScrapedLead & { leadId: number })[] },
): Promise<number[]> {
  if (!found.length) return [];
  const rows = await tx
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.workspaceId, workspaceId),
        inArray(
          leads.id,
          found.map((f) => f.leadId),
        ),
        isNull(leads.deletedAt),
      ),
    )
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept = found.filter((lead) => byId.has(lead.leadId));
  if (kept.length)
    await tx
      .insert(leadFoundRecords)
      .values(
        kept.map((lead) => ({
          workspaceId,
          leadId: lead.leadId,
          platform: "web" as const,
          scrapeRunId: runId,
          record: lead.data,
        })),
      )
      .onConflictDoNothing({ target: [leadFoundRecords.leadId, leadFoundRecords.scrapeRunId] });
  const filled: number[] = [];
  for (const lead of found) {
    const row = byId.get(lead.leadId);
    if (!row) continue;
    const { set, provenance, added } = addFoundContacts(row, contactFromSource("web", lead));
    if (!added.length) continue;
    await tx
      .update(leads)
      .set({ ...set, provenance, updatedAt: sql`now()` })
      .where(and(eq(leads.id, row.id), eq(leads.workspaceId, workspaceId)));
    byId.set(row.id, { ...row, ...set, provenance });
    filled.push(row.id);
  }
  // New emails and phones can make a duplicate: the keys follow, new matches wait for review.
  if (filled.length)
    await refreshMatchKeys(executorQuery(tx), {
      sql: `l.workspace_id = $1 and l.deleted_at is null
        and l.id in (select value::bigint from jsonb_array_elements_text($2::jsonb))`,
      params: [workspaceId, JSON.stringify(filled)],
    });
  return filled;
}
