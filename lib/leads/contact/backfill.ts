import "server-only";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type Executor, getDb } from "@/db";
import { leads } from "@/db/schema";
import { addressColumns } from "./address";
import { contactRecordColumns, contactSetList, contactSqlRecord } from "./columns";
import { contactFromSource, contactVersion } from "./index";

// Version 2's addition: a Location and Address the source left empty come from the structured address.
const placeSetList = `location = coalesce(leads.location, v.location), address = coalesce(leads.address, v.address)`;

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
  const records = rows.map((row) => {
    const contact = contactFromSource(row.platform, row);
    return { id: row.id, ...contactSqlRecord(contact, row.workspaceId), ...addressColumns(contact.address) };
  });
  await executor.execute(
    sql`update leads set ${sql.raw(contactSetList)}, ${sql.raw(placeSetList)}, contact_version = ${contactVersion}
     from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
       as v(id bigint, ${sql.raw(contactRecordColumns)}, location text, address text)
     where leads.id = v.id and leads.contact_version = 0`,
  );
  return rows.length;
}

/**
 * Brings at most `limit` leads mapped at version 1 to version 2: their Location and Address, where empty,
 * from the contact record's structured address (whatever wrote it: the source, an import, an edit). One
 * statement, as above; nothing else of the row changes.
 */
async function fillPlaceColumns(executor: Executor, limit: number): Promise<number> {
  const rows = await executor
    .select({ id: leads.id, parts: leads.addressParts })
    .from(leads)
    .where(eq(leads.contactVersion, 1))
    .orderBy(asc(leads.id))
    .limit(limit);
  if (!rows.length) return 0;
  const records = rows.map((row) => ({ id: row.id, ...addressColumns(row.parts) }));
  await executor.execute(
    sql`update leads set ${sql.raw(placeSetList)}, contact_version = ${contactVersion}
     from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id bigint, location text, address text)
     where leads.id = v.id and leads.contact_version = 1`,
  );
  return rows.length;
}

/**
 * The backfill job's step: the next `batchSize` unmapped leads of any workspace, or once none is left, the
 * next leads of version 1.
 */
export async function backfillContactBatch({
  batchSize = 1_000,
}: { batchSize?: number } = {}): Promise<number> {
  const db = await getDb();
  return (await fillContactFields(db, { limit: batchSize })) || fillPlaceColumns(db, batchSize);
}

/**
 * Batches until nothing is left or the time budget is spent (the next run resumes: the rows below the
 * mapping's version are the checkpoint). Yields between batches so an embedded database keeps answering
 * requests.
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
