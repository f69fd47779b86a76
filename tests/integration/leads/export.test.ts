import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { exportLeads } from "@/lib/export/export-leads";
import { getLeads } from "@/lib/leads/queries";
import { loadSampleData } from "@/lib/leads/sample-data";
import { exportParamsSchema } from "@/lib/export/validations";
import { createTenant, importCsv, readBytes, readText, storedLeads, type Tenant } from "./support";

async function exported(t: Tenant, params: Record<string, string>) {
  const file = await exportLeads({
    timeZone: "UTC",
    workspaceId: t.workspaceId,
    params: exportParamsSchema.parse(params),
  });
  return { ...file, text: await readText(file.body) };
}

const formulaCsv =
  'name,company,email,phone\n"=HYPERLINK(""http://evil.test"")",Acme,a@x.test,+1 555\n"@SUM(1)","-2+3",b@x.test,\n"\tTab","\rCR",c@x.test,\nPlain,"Comma, Inc",d@x.test,0044\n';

describe("CSV export", () => {
  it("neutralises formula cells with a leading quote and quotes per RFC 4180", async () => {
    const t = await createTenant();
    await importCsv(t, formulaCsv);
    const { text, fileName, contentType } = await exported(t, { format: "csv" });
    expect(contentType).toBe("text/csv; charset=utf-8");
    expect(fileName).toMatch(/^leads_all_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith("\uFEFFid,name,company,email,phone,")).toBe(true);
    const rows = Papa.parse<Record<string, string>>(text.slice(1), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail["a@x.test"]).toMatchObject({ name: `'=HYPERLINK("http://evil.test")`, phone: "'+1 555" });
    expect(byEmail["b@x.test"]).toMatchObject({ name: "'@SUM(1)", company: "'-2+3" });
    expect(byEmail["d@x.test"]).toMatchObject({ name: "Plain", company: "Comma, Inc", phone: "0044" });
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("round-trips: the export imports into another workspace as the same leads", async () => {
    const t = await createTenant();
    await importCsv(
      t,
      'name,company,email,phone\n"Doe, Jane","Multi\nLine Co",jane@x.test,00123\nBob,Beta,,\n',
    );
    const copy = await createTenant();
    const { text } = await exported(t, { format: "csv" });
    expect((await importCsv(copy, text, "export.csv")).imported).toBe(2);
    expect(await storedLeads(copy.workspaceId)).toEqual((await storedLeads(t.workspaceId)).reverse());
  });

  it("exports a selection, a list or the tab's filters, and refuses foreign ids with 404", async () => {
    const t = await createTenant();
    const { listId } = await loadSampleData(t);
    const two = (await getLeads({ workspaceId: t.workspaceId, platform: ["maps"], perPage: 2 })).rows.map(
      (r) => r.id,
    );
    const selection = await exported(t, { format: "json", ids: two.join(",") });
    expect((JSON.parse(selection.text) as { id: number }[]).map((l) => l.id).sort()).toEqual([...two].sort());
    expect(selection.fileName).toMatch(/^selected-leads_all_.*\.json$/);
    const list = await exported(t, { format: "csv", listId });
    expect(list.fileName).toMatch(/^Sample-leads-\d{4}-\d{2}-\d{2}_all_.*\.csv$/);
    expect(list.text.trim().split("\n")).toHaveLength(51);
    const bySource = await exported(t, { format: "json", tab: "source", source: "instagram" });
    expect(
      (JSON.parse(bySource.text) as { platform: string }[]).every((l) => l.platform === "instagram"),
    ).toBe(true);
    expect(bySource.fileName).toMatch(/^leads_instagram_/);
    const filtered = await exported(t, { format: "csv", has: "email" });
    expect(filtered.fileName).toMatch(/^filtered-leads_all_.*\.csv$/);
    const twoSources = await exported(t, { format: "csv", platform: "maps,instagram" });
    expect(twoSources.fileName).toMatch(/^filtered-leads_all_/);
    const searched = await exported(t, { format: "csv", tab: "source", source: "maps", has: "phone" });
    expect(searched.fileName).toMatch(/^filtered-leads_maps_/);

    const other = await createTenant();
    await loadSampleData(other);
    const foreign = (await getLeads({ workspaceId: other.workspaceId, perPage: 1 })).rows.map((r) => r.id);
    await expect(
      exportLeads({
        timeZone: "UTC",
        workspaceId: t.workspaceId,
        params: exportParamsSchema.parse({ format: "csv", ids: [...two, ...foreign].join(",") }),
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      exportLeads({
        timeZone: "UTC",
        workspaceId: other.workspaceId,
        params: exportParamsSchema.parse({ format: "csv", listId }),
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("leaves the database answering after many CSV exports in a row (a COPY out must not stall a pooled connection)", async () => {
    const t = await createTenant();
    await loadSampleData(t);
    for (let i = 0; i < 30; i++) {
      const { text } = await exported(t, { format: "csv" });
      expect(text.trim().split("\n").length).toBeGreaterThan(50);
    }
    expect((await getLeads({ workspaceId: t.workspaceId, perPage: 1 })).rows).toHaveLength(1);
  });

  it("exports only what the table's contact filters show (has email, has phone, tags)", async () => {
    const t = await createTenant();
    await importCsv(
      t,
      "name,company,email,phone,tags,city\nAda,A Co,ada@x.test,,vip,London\nBob,B Co,,+44 20 7946 0000,vip,Paris\nCyd,C Co,cyd@x.test,,,Paris\n",
    );
    const names = async (params: Record<string, string>) =>
      (JSON.parse((await exported(t, { format: "json", ...params })).text) as { name: string }[])
        .map((l) => l.name)
        .sort();
    expect(await names({})).toEqual(["Ada", "Bob", "Cyd"]);
    expect(await names({ has: "email" })).toEqual(["Ada", "Cyd"]);
    expect(await names({ has: "email", tags: "vip" })).toEqual(["Ada"]);
    expect(await names({ has: "phone" })).toEqual(["Bob"]);
    await expect(exported(t, { format: "json", has: "email", tags: "none-such" })).rejects.toMatchObject({
      message: "No leads to download.",
    });
  });

  it("answers 'No leads to download.' (404) when nothing matches", async () => {
    const t = await createTenant();
    await expect(
      exportLeads({
        timeZone: "UTC",
        workspaceId: t.workspaceId,
        params: exportParamsSchema.parse({ format: "csv" }),
      }),
    ).rejects.toMatchObject({ status: 404, message: "No leads to download." });
  });
});

describe("PDF, Word (RTF), Markdown and Text exports", () => {
  it("writes a PDF table of the leads with control characters removed", async () => {
    const t = await createTenant();
    await importCsv(t, "name,company\nAda Lovelace,Engines\nBell\u0007 Ringer,Tower\n");
    const file = await exportLeads({
      timeZone: "UTC",
      workspaceId: t.workspaceId,
      params: exportParamsSchema.parse({ format: "pdf" }),
    });
    const pdf = Buffer.from(await readBytes(file.body)).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toContain("Ada Lovelace");
    expect(pdf).toContain("Bell Ringer");
    expect(pdf).not.toContain("\u0007");
  });

  it("writes web and OCR leads only, escaping each format's special characters", async () => {
    const t = await createTenant();
    await loadSampleData(t);
    const rtf = await exported(t, { format: "rtf" });
    expect(rtf.text.startsWith("{\\rtf1")).toBe(true);
    // A sample site's contact person is its Founder; a LinkedIn lead's headline is not exported here.
    expect(rtf.text).toContain("Founder");
    expect(rtf.text).not.toMatch(/Head of Growth/);
    const md = await exported(t, { format: "md" });
    expect(md.text).toMatch(/^# Leads export/);
    expect(md.text).toContain("## ");
    const txt = await exported(t, { format: "txt" });
    expect(txt.text).toContain("Platform: Image (OCR)");
    expect(txt.contentType).toBe("text/plain; charset=utf-8");

    const crmOnly = await createTenant();
    await importCsv(crmOnly, "name,company\nA,B\n");
    await expect(
      exportLeads({
        timeZone: "UTC",
        workspaceId: crmOnly.workspaceId,
        params: exportParamsSchema.parse({ format: "md" }),
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
