import "server-only";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type Executor, getDb } from "@/db";
import { leads } from "@/db/schema";
import { contactRecordColumns, contactSetList, contactSqlRecord } from "./columns";
import { contactFromSource, contactVersion } from "./index";

/**
 * Maps at most `limit` of the leads `where` selects whose contact fields were never filled (contact_version
 * 0, oldest id first) from their platform data, and writes them in ONE statement through `executor` (a
 * caller's transaction or the pool): row locks on this batch only, never the table. A row edited meanwhile
 * (its version no longer 0) is left as the edit made it. Returns how many rows it mapped.
 */
export async function fillContactFields(
  executor: Executor,
  { where, limit }: { where?: SQL; limit: number },
): Promise<number> {
  const rows = await executor
    .select({
      id: leads.id,
      workspaceId: leads.workspaceId,
      platform: leads.platform,
      name: leads.name,
      company: leads.company,
      email: leads.email,
      phone: leads.phone,
      headline: leads.headline,
      location: leads.location,
      address: leads.address,
      url: leads.url,
      data: leads.data,
    })
    .from(leads)
    .where(and(eq(leads.contactVersion, 0), where))
    .orderBy(asc(leads.id))
    .limit(limit);
  if (!rows.length) return 0;
  const records = rows.map((row) => ({
    id: row.id,
    ...contactSqlRecord(contactFromSource(row.platform, row), row.workspaceId),
  }));
  await executor.execute(
    sql`update leads set ${sql.raw(contactSetList)}, contact_version = ${contactVersion}
     from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id bigint, ${sql.raw(contactRecordColumns)})
     where leads.id = v.id and leads.contact_version = 0`,
  );
  return rows.length;
}

/** The backfill job's step: the next `batchSize` unfilled leads of any workspace. */
export async function backfillContactBatch({
  batchSize = 1_000,
}: { batchSize?: number } = {}): Promise<number> {
  return fillContactFields(await getDb(), { limit: batchSize });
}

/**
 * Batches until nothing is left or the time budget is spent (the next run resumes: the rows still at
 * version 0 are the checkpoint). Yields between batches so an embedded database keeps answering requests.
 */
export async function backfillContacts({
  batchSize = 1_000,
  budgetMs = 45_000,
}: { batchSize?: number; budgetMs?: number } = {}): Promise<number> {
  const started = Date.now();
  let mapped = 0;
  while (Date.now() - started < budgetMs) {
    const n = await backfillContactBatch({ batchSize });
    mapped += n;
    if (n < batchSize) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return mapped;
}
