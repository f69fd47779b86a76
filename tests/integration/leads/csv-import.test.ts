import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { leadMessages } from "@/lib/leads/messages";
import { createTenant, fixture, importCsv, storedLeads } from "./support";

const refusal = (message: string | RegExp) => ({
  status: 400,
  message: typeof message === "string" ? message : expect.stringMatching(message),
});

describe("CSV import: the spec's rules on real CSV", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, keeping values verbatim", async () => {
    const t = await createTenant();
    const result = await importCsv(t, fixture("quoted-fields.csv"), "quoted-fields.csv", 3);
    expect(result).toMatchObject({ imported: 2, skipped: [], duplicates: [], listName: "quoted-fields" });
    expect(await storedLeads(t.workspaceId)).toEqual([
      { name: "Doe, Jane", company: 'Acme "Widgets", Inc.', email: "jane@acme.test", phone: "00123" },
      { name: "Multi\nLine", company: "Beta", email: null, phone: "+1 555 0100" },
    ]);
  });

  it("reads a BOM, CRLF and header names in any case", async () => {
    const t = await createTenant();
    expect((await importCsv(t, fixture("bom-crlf.csv"))).imported).toBe(2);
    expect((await storedLeads(t.workspaceId))[1]).toEqual({
      name: "Bob",
      company: "Babbage Ltd",
      email: "bob@example.test",
      phone: null,
    });
  });

  it.each([
    ["empty.csv", leadMessages.csvEmpty],
    ["header-only.csv", leadMessages.csvEmpty],
    ["header-blank-lines.csv", leadMessages.csvEmpty],
    ["missing-columns.csv", leadMessages.csvMissingColumns],
  ])("refuses %s with the spec's message and stores nothing", async (file, message) => {
    const t = await createTenant();
    await expect(importCsv(t, fixture(file))).rejects.toMatchObject(refusal(message));
    expect(await storedLeads(t.workspaceId)).toEqual([]);
  });

  it("refuses a PNG sent as .csv (wrong type) without storing anything", async () => {
    const t = await createTenant();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    await expect(importCsv(t, png, "photo.csv")).rejects.toMatchObject(
      refusal(/^Please select a valid CSV file: this file is a PNG image/),
    );
    expect(await storedLeads(t.workspaceId)).toEqual([]);
  });

  it("stores formula-looking cells verbatim (they are neutralised on export, not on import)", async () => {
    const t = await createTenant();
    await importCsv(t, fixture("formula-cells.csv"));
    expect(await storedLeads(t.workspaceId)).toEqual([
      {
        name: '=HYPERLINK("http://x.test","go")',
        company: "Acme",
        email: "f@x.test",
        phone: "+44 20 7946 0958",
      },
      { name: "@SUM(1)", company: "-Minus Co", email: "g@x.test", phone: "-1" },
    ]);
  });

  it("detects semicolon and tab delimiters", async () => {
    const t = await createTenant();
    await importCsv(t, fixture("semicolon.csv"));
    await importCsv(t, fixture("tab.csv"));
    expect(await storedLeads(t.workspaceId)).toEqual([
      { name: "José", company: "Café 1,5 GmbH", email: "jose@example.test", phone: null },
      { name: "Ann", company: "Acme, Inc.", email: null, phone: null },
    ]);
  });

  it("decodes UTF-16 with a BOM and Windows-1252 files", async () => {
    const t = await createTenant();
    await importCsv(t, fixture("utf16le-bom.csv"), "u.csv", 3);
    await importCsv(t, fixture("windows-1252.csv"));
    expect(await storedLeads(t.workspaceId)).toEqual([
      { name: "Zoë", company: "Société Générale", email: "zoe@example.test", phone: null },
      { name: "José Müller", company: "Brötchen & Co €", email: null, phone: "0049" },
    ]);
  });

  it("reads every record of a file mixing LF, CRLF and CR, with no stray CR", async () => {
    const t = await createTenant();
    await importCsv(t, fixture("mixed-eol.csv"), "m.csv", 1);
    expect((await storedLeads(t.workspaceId)).map((l) => l.email)).toEqual([
      "ann@example.test",
      "bob@example.test",
      "cy@example.test",
    ]);
  });

  it("reports rows lacking name or company by row number, and duplicate emails (case-insensitive, trimmed)", async () => {
    const t = await createTenant();
    const result = await importCsv(t, fixture("duplicates-and-missing.csv"));
    expect(result.imported).toBe(3);
    expect(result.skipped).toEqual([
      { row: 3, reason: "Missing company" },
      { row: 4, reason: "Missing name" },
    ]);
    expect(result.duplicates).toEqual([5]);
    expect((await storedLeads(t.workspaceId)).map((l) => l.name)).toEqual(["Ann", "Zed", "Zoe"]);
  });

  it("keeps backslashes, tabs, quotes and line breaks in every kind of column, and a literal \\N is not NULL", async () => {
    const t = await createTenant();
    const csv = String.raw`name,company,email,title,notes,tags,custom.ref
"Back\slash	Tab","Q ""Co""",a@example.test,"Line
Break",C:\path\x,"vip;say ""hi"";c:\d",\N
`;
    await importCsv(t, csv);
    const db = await getDb();
    const [lead] = await db.select().from(leads).where(eq(leads.workspaceId, t.workspaceId));
    expect(lead).toMatchObject({
      name: "Back\\slash\tTab",
      company: 'Q "Co"',
      title: "Line\nBreak",
      notes: "C:\\path\\x",
      tags: ["vip", 'say "hi"', "c:\\d"],
      customFields: { ref: "\\N" },
    });
  });

  it("uses the first of duplicate headers", async () => {
    const t = await createTenant();
    await importCsv(t, fixture("duplicate-headers.csv"));
    expect((await storedLeads(t.workspaceId))[0]?.name).toBe("Ada");
  });

  it("keeps a multi-byte character whole when a chunk edge splits it", async () => {
    const t = await createTenant();
    const rows = Array.from({ length: 3000 }, (_, i) => `Lead ${i},Société ${i} é😀,l${i}@example.test`).join(
      "\n",
    );
    await importCsv(t, `name,company,email\n${rows}\n`, "u.csv", 4093);
    const stored = await storedLeads(t.workspaceId);
    expect(stored).toHaveLength(3000);
    expect(stored.every((l, i) => l.company === `Société ${i} é😀`)).toBe(true);
  });

  it("names the list after the file and keeps names unique", async () => {
    const t = await createTenant();
    const first = await importCsv(t, "name,company\nA,B\n", "Q3 leads.csv");
    const second = await importCsv(t, "name,company\nC,D\n", "q3 LEADS.csv");
    expect([first.listName, second.listName]).toEqual(["Q3 leads", "q3 LEADS (2)"]);
    const db = await getDb();
    const [list] = await db
      .select()
      .from(leadLists)
      .where(eq(leadLists.id, second.listId ?? ""));
    expect(list).toMatchObject({ kind: "import", platform: "crm", leadsCount: 1 });
  });
});

describe("CSV import: all or nothing at scale (RELIABILITY 39, 40)", () => {
  const body = (n: number, bad: Set<number>) =>
    `name,company,email,phone\n${Array.from({ length: n }, (_, i) => `Lead ${i + 1},${bad.has(i + 1) ? "" : `Company ${i + 1}`},lead${i + 1}@example.test,555-${i + 1}`).join("\n")}\n`;

  it("imports 10,000 rows with 3 bad ones: 9,997 stored, 3 reported; a re-upload adds 0", async () => {
    const t = await createTenant();
    const csv = body(10_000, new Set([2500, 5000, 7500]));
    const first = await importCsv(t, csv);
    expect(first.imported).toBe(9997);
    expect(first.skipped.map((s) => s.row)).toEqual([2501, 5001, 7501]);
    const again = await importCsv(t, csv);
    expect(again).toMatchObject({ imported: 0, duplicateCount: 9997, listId: null });
    expect(again.duplicates.slice(0, 3)).toEqual([2, 3, 4]);
    expect(await storedLeads(t.workspaceId)).toHaveLength(9997);
  });

  it("a refusal late in the file leaves nothing behind; fixed and re-run it imports once", async () => {
    const t = await createTenant();
    const broken = `${body(5000, new Set())}Bad,"never closed\n`;
    await expect(importCsv(t, broken)).rejects.toMatchObject(
      refusal(/Row 5002 has a quoted value that is never closed/),
    );
    expect(await storedLeads(t.workspaceId)).toHaveLength(0);
    expect((await importCsv(t, body(5000, new Set()))).imported).toBe(5000);
  });

  it("finds a duplicate email however far apart the rows are in the file, and counts the list", async () => {
    const t = await createTenant();
    const rows = body(12_000, new Set()).trimEnd().split("\n");
    // Data rows 11,999 and 12,000 repeat rows 1 and 6,000 (far apart, other case); row 3 repeats row 2.
    rows[11_999] = "Again,Acme,LEAD1@Example.TEST,1";
    rows[12_000] = "Again,Acme,Lead6000@example.test,2";
    rows[3] = "Again,Acme,lead2@example.test,3";
    const result = await importCsv(t, `${rows.join("\n")}\n`);
    expect(result).toMatchObject({ imported: 11_997, duplicateCount: 3, duplicates: [4, 12_000, 12_001] });
    const stored = await storedLeads(t.workspaceId);
    expect(new Set(stored.map((l) => l.email!.toLowerCase())).size).toBe(11_997);
    const db = await getDb();
    const [list] = await db.select().from(leadLists).where(eq(leadLists.id, result.listId!));
    expect(list?.leadsCount).toBe(11_997);
  });

  it("two concurrent uploads of the same emails store each email once", async () => {
    const t = await createTenant();
    const csv = body(2000, new Set());
    const results = await Promise.all([importCsv(t, csv, "a.csv"), importCsv(t, csv, "b.csv")]);
    expect(results.map((r) => r.imported).sort()).toEqual([0, 2000]);
    expect(await storedLeads(t.workspaceId)).toHaveLength(2000);
  });

  it("refuses a file over the row cap and stores nothing", async () => {
    const t = await createTenant();
    const { importLeadsCsv } = await import("@/lib/import/import-leads");
    const { bytesOf } = await import("./support");
    await expect(
      importLeadsCsv({
        workspaceId: t.workspaceId,
        userId: t.userId,
        fileName: "x.csv",
        body: bytesOf(body(101, new Set())),
        maxRows: 100,
      }),
    ).rejects.toMatchObject(refusal(/more than 100 rows/));
    expect(await storedLeads(t.workspaceId)).toHaveLength(0);
  });

  it("another workspace's leads never count as duplicates", async () => {
    const a = await createTenant();
    const b = await createTenant();
    await importCsv(a, "name,company,email\nAnn,Acme,ann@example.test\n");
    expect((await importCsv(b, "name,company,email\nAnn,Acme,ann@example.test\n")).imported).toBe(1);
    const db = await getDb();
    expect(await db.$count(leads, and(eq(leads.workspaceId, a.workspaceId)))).toBe(1);
  });
});
