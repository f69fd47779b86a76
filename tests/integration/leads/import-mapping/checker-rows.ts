import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { leadCustomFields, leads } from "@/db/schema";
import type { ImportTarget } from "@/lib/leads/import/mapping/fields";

/** The import-mapping checker's names for a guess: custom and drop are its "custom" and "ignore". */
export const checkerField = (target: ImportTarget): string =>
  target === "drop" ? "ignore" : target === "custom" ? "custom" : target;

/** A workspace's stored leads in the checker's row shape (../shared/import-mapping/check.mjs header). */
export async function checkerRows(workspaceId: string) {
  const db = await getDb();
  const labels = new Map(
    (
      await db
        .select({ key: leadCustomFields.key, label: leadCustomFields.label })
        .from(leadCustomFields)
        .where(eq(leadCustomFields.workspaceId, workspaceId))
    ).map((f) => [f.key, f.label]),
  );
  const rows = await db.select().from(leads).where(eq(leads.workspaceId, workspaceId)).orderBy(leads.id);
  return rows.map((r) => {
    const linkedin = r.socials.find((s) => s.network === "linkedin");
    return {
      fullName: r.name,
      firstName: r.firstName,
      lastName: r.lastName,
      title: r.title,
      company: r.company,
      emails: r.emails.map((e) => e.address),
      phones: r.phones.map((p) => p.number),
      website: r.website,
      linkedinUrl: linkedin?.url ?? null,
      otherSocials: r.socials.filter((s) => s !== linkedin).map((s) => s.url),
      street: r.addressParts?.street ?? null,
      city: r.addressParts?.locality ?? null,
      region: r.addressParts?.region ?? null,
      postalCode: r.addressParts?.postalCode ?? null,
      country: r.addressParts?.country ?? null,
      tags: r.tags,
      notes: r.notes,
      custom: Object.fromEntries(Object.entries(r.customFields).map(([k, v]) => [labels.get(k) ?? k, v])),
    };
  });
}
