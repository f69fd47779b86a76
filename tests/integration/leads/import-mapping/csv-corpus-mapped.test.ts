/**
 * The public CSV corpus through the mapping step's path: the preview's guessed mapping for each file, then
 * the import with that mapping (csv-corpus.test.ts runs the same cases without a mapping).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportLeads } from "@/lib/export/export-leads";
import { exportParamsSchema } from "@/lib/export/validations";
import { importLeadsCsv } from "@/lib/import/import-leads";
import { previewImport } from "@/lib/leads/import/mapping/preview";
import { bytesOf, createTenant, readText, storedLeads, type Tenant } from "../support";

const corpus = path.resolve(process.cwd(), "../shared/csv-corpus");
type Case = { id: string; file: string; before?: string[]; upload?: { name?: string } };

async function importMapped(tenant: Tenant, content: Buffer, fileName: string) {
  const { mapping } = await previewImport({
    workspaceId: tenant.workspaceId,
    body: bytesOf(content.subarray(0, 256 * 1024)),
    partial: content.length > 256 * 1024,
  });
  return importLeadsCsv({ ...tenant, fileName, body: bytesOf(content, 5), mapping });
}

async function runCase(c: Case) {
  const tenant = await createTenant();
  for (const before of c.before ?? [])
    await importMapped(tenant, fs.readFileSync(path.join(corpus, before)), path.basename(before));
  const content = fs.readFileSync(path.join(corpus, c.file));
  try {
    const result = await importMapped(tenant, content, c.upload?.name ?? path.basename(c.file));
    const rows = await storedLeads(tenant.workspaceId);
    const file = rows.length
      ? await exportLeads({
          timeZone: "UTC",
          workspaceId: tenant.workspaceId,
          params: exportParamsSchema.parse({ format: "csv" }),
        })
      : undefined;
    return {
      rows,
      imported: result.imported,
      skipped: result.skipped.map((s) => s.row),
      duplicates: result.duplicates,
      export: file ? await readText(file.body) : undefined,
    };
  } catch (error) {
    return { error: (error as Error).message, imported: 0, rows: await storedLeads(tenant.workspaceId) };
  }
}

describe("public CSV corpus through the guessed mapping", () => {
  it("passes check.mjs with reports and exports required", async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(corpus, "cases.json"), "utf8")) as { cases: Case[] };
    const results: Record<string, unknown> = {};
    for (const c of doc.cases) results[c.id] = await runCase(c);
    const file = path.join(os.tmpdir(), `csv-corpus-mapped-${process.pid}-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify(results));
    let output: string;
    try {
      output = execFileSync(
        "node",
        [path.join(corpus, "check.mjs"), file, "--require-reports", "--require-export", "--quiet"],
        { encoding: "utf8" },
      );
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    } finally {
      fs.rmSync(file, { force: true });
    }
    expect(output.trim().split("\n").pop(), output).toBe(`${doc.cases.length} passed, 0 failed`);
  }, 300_000);
});
