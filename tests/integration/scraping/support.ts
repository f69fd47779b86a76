import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db";
import { creditTransactions, leadLists, leads, scrapeRuns } from "@/db/schema";
import { addCreditEntry, getCreditBalance } from "@/lib/credits/queries";
import type { ScrapeContext, ScrapeProvider, ScrapedLead } from "@/lib/scraping/providers/types";

export { createTenant } from "../leads/support";

/** A provider for tests only: `script` decides what one run does with its context. */
export function testProvider(
  script: (input: { url: string }, context: ScrapeContext) => Promise<void>,
): ScrapeProvider<{ url: string }> {
  return {
    platform: "web",
    leadPlatform: "web",
    input: z.object({ url: z.string().url() }),
    async unavailableReason() {
      return null;
    },
    run: script,
  };
}

export function fakeLeads(from: number, to: number): ScrapedLead[] {
  return Array.from({ length: to - from }, (_, i) => ({
    externalId: `site-${from + i}`,
    name: `Site ${from + i}`,
    email: `info${from + i}@example.com`,
    url: `https://site${from + i}.example`,
    data: { emails: [`info${from + i}@example.com`] },
  }));
}

export async function grantCredits(workspaceId: string, amount: number, reference = `test:${Math.random()}`) {
  await addCreditEntry(await getDb(), {
    workspaceId,
    kind: "grant",
    amount,
    reference,
    description: "test grant",
  });
}

export async function runRow(runId: string) {
  const db = await getDb();
  const [row] = await db.select().from(scrapeRuns).where(eq(scrapeRuns.id, runId));
  if (!row) throw new Error("run not found");
  return row;
}

export async function listRow(listId: string) {
  const db = await getDb();
  const [row] = await db.select().from(leadLists).where(eq(leadLists.id, listId));
  if (!row) throw new Error("list not found");
  return row;
}

export async function runLeads(runId: string) {
  const db = await getDb();
  return db.select().from(leads).where(eq(leads.scrapeRunId, runId)).orderBy(leads.id);
}

/** The ledger entries of one run (reservation, release, charge). */
export async function runLedger(workspaceId: string, runId: string) {
  const db = await getDb();
  return db
    .select({ kind: creditTransactions.kind, amount: creditTransactions.amount })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.workspaceId, workspaceId),
        sql`${creditTransactions.reference} like ${`scrape:${runId}:%`}`,
      ),
    )
    .orderBy(creditTransactions.createdAt, creditTransactions.kind);
}

export async function ledgerSum(workspaceId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.workspaceId, workspaceId));
  return Number(row?.s ?? 0);
}

export { getCreditBalance };
