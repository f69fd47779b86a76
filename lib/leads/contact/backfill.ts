import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { rawQuery } from "@/db/raw";
import { leads } from "@/db/schema";
import { contactColumns } from "./columns";
import { contactFromSource, contactVersion } from "./index";

/** jsonb_to_recordset's column list: the row's id and every contact column the batch writes. */
const recordColumns = `id bigint, first_name text, last_name text, title text, company text, emails jsonb,
  email_status varchar, phones jsonb, phone_e164 text, website text, domain text, socials jsonb,
  address_parts jsonb, latitude double precision, longitude double precision, time_zone text, tags text[],
  notes text, custom_fields jsonb, provenance jsonb`;

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
  const records = rows.map((row) => {
    const contact = contactFromSource(row.platform, row);
    const c = contactColumns(contact);
    return {
      id: row.id,
      first_name: c.firstName,
      last_name: c.lastName,
      title: c.title,
      company: contact.company,
      emails: c.emails,
      email_status: c.emailStatus,
      phones: c.phones,
      phone_e164: c.phoneE164,
      website: c.website,
      domain: c.domain,
      socials: c.socials,
      address_parts: c.addressParts,
      latitude: c.latitude,
      longitude: c.longitude,
      time_zone: c.timeZone,
      tags: c.tags,
      notes: c.notes,
      custom_fields: c.customFields,
      provenance: c.provenance,
    };
  });
  await rawQuery(
    `update leads l set first_name = v.first_name, last_name = v.last_name, title = v.title,
       company = coalesce(l.company, v.company), emails = v.emails, email_status = v.email_status, phones = v.phones,
       phone_e164 = v.phone_e164, website = v.website, domain = v.domain, socials = v.socials,
       address_parts = v.address_parts, latitude = v.latitude, longitude = v.longitude, time_zone = v.time_zone,
       tags = coalesce(v.tags, '{}'), notes = v.notes, custom_fields = v.custom_fields, provenance = v.provenance,
       contact_version = $2
     from jsonb_to_recordset($1::jsonb) as v(${recordColumns})
     where l.id = v.id and l.contact_version = 0`,
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
