import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { leadLists, leads, scrapeRuns } from "@/db/schema";
import type { LeadPlatform } from "@/lib/leads/constants";
import { sourceLeadColumns } from "@/lib/leads/contact/source-columns";
import { matchLeads } from "@/lib/leads/duplicates/match";
import { executorQuery } from "@/lib/leads/duplicates/run";
import { fillFoundLeads } from "./find-contacts/fill-leads";
import type { ScrapedLead } from "./providers/types";

function leadValues(lead: ScrapedLead, platform: LeadPlatform, workspaceId: string) {
  // Web and OCR leads keep their output under jsonOutput (the Leads page's JSON viewer and exports read it there).
  const data =
    (platform === "web" || platform === "ocr") && !("jsonOutput" in lead.data)
      ? { jsonOutput: lead.data, status: "NEW" }
      : lead.data;
  // Every source fills the contact record from what it found; `data` keeps the source's own record.
  return {
    ...sourceLeadColumns(platform, { ...lead, data }, workspaceId),
    name: lead.name ?? "",
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    headline: lead.headline ?? null,
    address: lead.address ?? null,
    url: lead.url ?? null,
    data,
    externalId: lead.externalId,
  };
}

/**
 * Saves a batch of a run's leads in one transaction: at most the run's paid-for limit, never an
 * externalId twice per list (the unique index; a resumed run re-sends what it found before), the
 * list's count and the run's saved total raised by what was really inserted. A Find contacts run (no
 * list) adds what it found to the leads it was started for instead. Returns the run's total.
 */
export async function saveRunLeads({
  workspaceId,
  runId,
  leadPlatform,
  batch,
}: {
  workspaceId: string;
  runId: string;
  leadPlatform: LeadPlatform;
  batch: ScrapedLead[];
}): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select({
        listId: scrapeRuns.listId,
        saved: scrapeRuns.savedCount,
        estimate: scrapeRuns.estimate,
        status: scrapeRuns.status,
      })
      .from(scrapeRuns)
      .where(and(eq(scrapeRuns.id, runId), eq(scrapeRuns.workspaceId, workspaceId)))
      .for("update");
    if (!run) return 0;
    const room = run.estimate - run.saved;
    if (run.status !== "running" || room <= 0 || !batch.length) return run.saved;
    const found = batch.filter((lead): lead is ScrapedLead & { leadId: number } => lead.leadId !== undefined);
    if (found.length || !run.listId) {
      // Find contacts: the leads exist; what gained contacts counts (and is charged) as saved.
      const filled = await fillFoundLeads(tx, { workspaceId, runId, found: found.slice(0, room) });
      return addSaved(tx, runId, filled.length, run.saved);
    }
    const listId = run.listId;
    const seen = new Set<string>();
    const unique = batch.filter((l) => l.externalId && !seen.has(l.externalId) && seen.add(l.externalId));
    const inserted = await tx
      .insert(leads)
      .values(
        unique.slice(0, room).map((lead) => ({
          ...leadValues(lead, leadPlatform, workspaceId),
          workspaceId,
          listId,
          platform: leadPlatform,
          scrapeRunId: runId,
        })),
      )
      .onConflictDoNothing({
        target: [leads.listId, leads.externalId],
        where: sql`${leads.externalId} is not null`,
      })
      .returning({ id: leads.id });
    if (!inserted.length) return run.saved;
    // The same place or person found before (by any source) becomes one lead; uncertain ones wait for review.
    await matchLeads(executorQuery(tx), {
      workspaceId,
      scope: { leadIds: inserted.map((r) => r.id) },
      merge: { origin: "save", userId: null },
    });
    await tx
      .update(leadLists)
      .set({ leadsCount: sql`${leadLists.leadsCount} + ${inserted.length}`, updatedAt: sql`now()` })
      .where(and(eq(leadLists.id, listId), eq(leadLists.workspaceId, workspaceId)));
    return addSaved(tx, runId, inserted.length, run.saved);
  });
}

async function addSaved(tx: Transaction, runId: string, count: number, saved: number): Promise<number> {
  if (!count) return saved;
  const [updated] = await tx
    .update(scrapeRuns)
    .set({
      savedCount: sql`${scrapeRuns.savedCount} + ${count}`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(scrapeRuns.id, runId))
    .returning({ saved: scrapeRuns.savedCount });
  return updated?.saved ?? saved + count;
}
