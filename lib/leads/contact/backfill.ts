import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { rawQuery } from "@/db/raw";
import { leads } from "@/db/schema";
import { contactRecordColumns, contactSetList, contactSqlRecord } from "./columns";
import { contactFromSource, contactVersion } from "./index";

/**
 * Maps the next `batchSize` leads whose contact fields were never filled (contact_version 0, oldest id first)
 * from their platform data, and writes them in ONE statement: row locks on this batch only, never the table.
 * A row edited meanwhile (its version no longer 0) is left as the edit made it; the company is only filled
 * where the lead has none. Returns how many rows it mapped (0: nothing left).
 */
export async function backfillContactBatch({
  batchSize = 1_000,
}: { batchSize?: number } = {}): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({
      id: leads.id,
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
    .where(eq(leads.contactVersion, 0))
    .orderBy(asc(leads.id))
    .limit(batchSize);
  if (!rows.length) return 0;
  const records = rows.map((row) => ({
    id: row.id,
    ...contactSqlRecord(contactFromSource(row.platform, row)),
  }));
  await rawQuery(
    `update leads set ${contactSetList}, contact_version = $2
     from jsonb_to_recordset($1::jsonb) as v(id bigint, ${contactRecordColumns})
     where leads.id = v.id and leads.contact_version = 0`,
    [JSON.stringify(records), contactVersion],
  );
  return rows.length;
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
