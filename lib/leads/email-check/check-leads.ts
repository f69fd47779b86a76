import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import pLimit from "p-limit";
import { getDb } from "@/db";
import { rawQuery } from "@/db/raw";
import { leads } from "@/db/schema";
import { env } from "@/lib/env";
import { checkEmail } from "./check-email";
import { createMxLookup, type MxLookup } from "./mx-lookup";

const cache = globalThis as unknown as { __crmMxLookup?: MxLookup };
const defaultLookup = () =>
  (cache.__crmMxLookup ??= createMxLookup({ servers: env().EMAIL_CHECK_DNS_SERVERS }));

/**
 * Checks the emails of the next `batchSize` leads whose primary email is unchecked (oldest first) and
 * writes every address's status back in one statement; an address edited meanwhile is left for the next
 * run (the update only touches leads whose emails are still the ones checked). Returns the leads checked.
 */
export async function checkLeadEmailsBatch({
  batchSize = 200,
  lookupMx = defaultLookup(),
}: { batchSize?: number; lookupMx?: MxLookup } = {}): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: leads.id, emails: leads.emails })
    .from(leads)
    .where(and(eq(leads.emailStatus, "unchecked"), isNull(leads.deletedAt)))
    .orderBy(asc(leads.id))
    .limit(batchSize);
  if (!rows.length) return 0;
  const addresses = [
    ...new Set(rows.flatMap((r) => r.emails.filter((e) => e.status === "unchecked").map((e) => e.address))),
  ];
  const limit = pLimit(10);
  const statuses = new Map(
    await Promise.all(
      addresses.map((a) => limit(async () => [a, (await checkEmail(a, lookupMx)).status] as const)),
    ),
  );
  const updates = rows.map((row) => {
    const emails = row.emails.map((e) =>
      e.status === "unchecked" ? { ...e, status: statuses.get(e.address) ?? "unknown" } : e,
    );
    return { id: row.id, before: row.emails, emails, email_status: emails[0]?.status ?? null };
  });
  await rawQuery(
    `update leads set emails = v.emails, email_status = v.email_status
     from jsonb_to_recordset($1::jsonb) as v(id bigint, before jsonb, emails jsonb, email_status varchar)
     where leads.id = v.id and leads.emails = v.before`,
    [JSON.stringify(updates)],
  );
  return rows.length;
}
