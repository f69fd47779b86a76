/**
 * "Export must round-trip": a workspace whose leads have every field populated (E.164 phones,
 * accents, commas, quotes, line breaks, a formula) exports to CSV and imports into an empty workspace as
 * the same rows. Import reads name, company, email and phone (spec); the other columns are exported too
 * and must not disturb it. The export keeps the formula guard on every cell starting with + or -, except a
 * strict E.164 number (`+` and digits), which it writes bare; the import reads a guarded number
 * (`'+65 1234 5678`) back without the quote.
 */
import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { strictE164 } from "@/lib/export/csv";
import { exportLeads } from "@/lib/export/export-leads";
import { exportParamsSchema } from "@/lib/export/validations";
import { getDb } from "@/db";
import { leads } from "@/db/schema";
import { createTenant, importCsv, readText, storedLeads } from "./support";

const people = [
  { name: "José Müller", company: 'Acme, "Global" Ltd', email: "jose@example.com", phone: "+6512345678" },
  {
    name: "Zoë O'Brien\nSecond line",
    company: "Société Générale",
    email: "zoe@example.com",
    phone: "+14155550123",
  },
  { name: "Ana, María", company: "Ñandú & Hijos", email: "ana@example.com", phone: "-123" },
  {
    name: "Ève Dupont",
    company: "Müller (Zürich) AG",
    email: "eve@example.com",
    phone: "+44 (20) 7946-0958",
  },
];
/** Cells that would be formulas keep the OWASP guard (and so re-import with it, by design). */
const formula = {
  name: "=cmd|' /C calc'!A0",
  company: "-2+3",
  email: "mal@example.com",
  phone: "+6598765432",
};

const csv = (rows: typeof people) =>
  Papa.unparse({
    fields: ["name", "company", "email", "phone"],
    data: rows.map((r) => [r.name, r.company, r.email, r.phone]),
  });

describe("CSV export round trip", () => {
  it("a leading quote that is not our guard on a number is kept as given", async () => {
    const t = await createTenant();
    await importCsv(t, "name,company,phone\n'0044,'+safe,'+65 1234 5678\n");
    expect(await storedLeads(t.workspaceId)).toEqual([
      { name: "'0044", company: "'+safe", email: null, phone: "+65 1234 5678" },
    ]);
  });

  it("imports into an empty workspace as the same rows, phone numbers untouched", async () => {
    const source = await createTenant();
    expect((await importCsv(source, csv([...people, formula]))).imported).toBe(people.length + 1);
    const db = await getDb();
    await db
      .update(leads)
      .set({
        headline: 'Head of Sales, "EMEA"',
        location: "Zürich\nSwitzerland",
        address: "Bahnhofstrasse 1, 8001 Zürich",
        url: "https://example.com/p?a=1,b=2",
        status: "CONTACTED",
        data: { source: "Trade fair, 2026", note: 'said "call me"' },
      })
      .where(eq(leads.workspaceId, source.workspaceId));

    const file = await exportLeads({
      timeZone: "UTC",
      workspaceId: source.workspaceId,
      params: exportParamsSchema.parse({ format: "csv" }),
    });
    const text = await readText(file.body);
    const cells = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const exported = (phone: string) => (strictE164.test(phone) ? phone : `'${phone}`);
    expect(cells.map((r) => r.phone).sort()).toEqual(
      [...people, formula].map((p) => exported(p.phone)).sort(),
    );
    expect(cells.filter((r) => !r.phone!.startsWith("'")).length).toBe(3);
    expect(cells.find((r) => r.email === formula.email)).toMatchObject({
      name: `'${formula.name}`,
      company: "'-2+3",
    });

    const target = await createTenant();
    expect(await storedLeads(target.workspaceId)).toEqual([]);
    const report = await importCsv(target, text, "export.csv");
    expect(report).toMatchObject({ imported: people.length + 1, skipped: [] });
    const key = (r: { email: string | null }) => r.email ?? "";
    const copied = (await storedLeads(target.workspaceId)).filter((r) => r.email !== formula.email);
    expect(copied.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...people].sort((a, b) => key(a).localeCompare(key(b))),
    );
  });
});
