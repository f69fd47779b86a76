/**
 * Exports with everything: every email and phone, the contact fields, tags and custom fields leave in the
 * CSV and an export imported into another workspace gives the same leads (PostgreSQL writes the file with
 * COPY, PGlite with the keyset writer: this file runs on both).
 */
import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leadCustomFields, leads } from "@/db/schema";
import { exportLeads } from "@/lib/export/export-leads";
import { exportParamsSchema } from "@/lib/export/validations";
import { updateLead } from "@/lib/leads/queries";
import { updateLeadSchema } from "@/lib/leads/validations";
import { createTenant, importCsv, readText, type Tenant } from "./support";

async function exportCsv(tenant: Tenant): Promise<string> {
  const file = await exportLeads({
    timeZone: "UTC",
    workspaceId: tenant.workspaceId,
    params: exportParamsSchema.parse({ format: "csv" }),
  });
  return (await readText(file.body)).replace(/^\uFEFF/, "");
}

async function contactRows(tenant: Tenant) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(leads)
    .where(eq(leads.workspaceId, tenant.workspaceId))
    .orderBy(leads.name);
  return rows.map((r) => ({
    name: r.name,
    company: r.company,
    email: r.email,
    phone: r.phone,
    firstName: r.firstName,
    lastName: r.lastName,
    title: r.title,
    emails: r.emails.map((e) => e.address),
    phones: r.phones.map(({ number, e164, type }) => ({ number, e164, type })),
    website: r.website,
    domain: r.domain,
    socials: r.socials.map(({ network, url }) => ({ network, url })),
    addressParts: r.addressParts,
    latitude: r.latitude,
    longitude: r.longitude,
    timeZone: r.timeZone,
    tags: r.tags,
    notes: r.notes,
    customFields: r.customFields,
  }));
}

describe("CSV export with the contact record", () => {
  it("writes every email and phone and re-imports as the same leads", async () => {
    const source = await createTenant();
    await importCsv(
      source,
      [
        "name,company,email,phone",
        "Ada Lovelace,Analytical Engines,ada@engines.example.com,+44 20 7946 0958",
        'Grace Hopper,"Navy, US",grace@navy.example.com,',
      ].join("\r\n"),
    );
    const db = await getDb();
    await db
      .insert(leadCustomFields)
      .values({ workspaceId: source.workspaceId, key: "industry", label: "Industry" });
    const [ada] = await db.select({ id: leads.id }).from(leads).where(eq(leads.name, "Ada Lovelace"));
    await updateLead({
      workspaceId: source.workspaceId,
      input: updateLeadSchema.parse({
        platform: "crm",
        leadId: ada!.id,
        name: "Ada Lovelace",
        company: "Analytical Engines",
        source: "CSV import",
        contact: {
          firstName: "Ada",
          lastName: "Lovelace",
          title: 'Analyst, "first" programmer',
          emails: [
            "ada@engines.example.com",
            "ada@gmail.com",
            "countess@lovelace.example.org",
            "al@engines.example.com",
          ],
          phones: [
            { number: "+44 20 7946 0958", type: "landline" },
            { number: "+44 7911 123456", type: "mobile" },
          ],
          website: "https://engines.example.com/",
          socials: ["https://www.linkedin.com/in/ada-lovelace"],
          address: {
            street: "12 St James's Square",
            locality: "London",
            postalCode: "SW1Y 4JH",
            country: "GB",
          },
          latitude: 51.5074,
          longitude: -0.1365,
          timeZone: "Europe/London",
          tags: ["vip", "math"],
          notes: "Line one\nline two, with a comma",
          customFields: { industry: "=Computing" },
        },
      }),
    });

    const text = await exportCsv(source);
    const [row] = Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: true,
    }).data.filter((r) => r.name === "Ada Lovelace");
    expect(row).toMatchObject({
      email: "ada@engines.example.com",
      email_2: "ada@gmail.com",
      email_3: "countess@lovelace.example.org",
      emails: "ada@engines.example.com; ada@gmail.com; countess@lovelace.example.org; al@engines.example.com",
      // A strict E.164 number goes out bare; a joined list and a negative number keep the guard, as does a formula.
      phone: "+442079460958",
      phone_2: "+447911123456",
      phone_3: "",
      phones: "'+442079460958; +447911123456",
      longitude: "'-0.1365",
      tags: "vip; math",
      "custom.industry": "'=Computing",
      city: "London",
      time_zone: "Europe/London",
    });

    const target = await createTenant();
    const report = await importCsv(target, text, "export.csv");
    expect(report.imported).toBe(2);
    const back = await contactRows(target);
    const expected = await contactRows(source);
    // The formula guard is a spreadsheet's, not data: the custom field comes back with it, as any other cell.
    expected[0]!.customFields = { industry: "'=Computing" };
    expect(back).toEqual(expected);
  });
});
