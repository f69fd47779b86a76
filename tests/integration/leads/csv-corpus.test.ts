import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportLeads } from "@/lib/export/export-leads";
import { exportParamsSchema } from "@/lib/export/validations";
import { createTenant, importCsv, readText, storedLeads } from "./support";

/** The public corpus lives beside the repository (../shared/csv-corpus); it is read, never copied in. */
const corpus = path.resolve(process.cwd(), "../shared/csv-corpus");
const present = fs.existsSync(path.join(corpus, "cases.json"));
if (!present)
  console.info(`CSV corpus not found at ${corpus}: the corpus runner is skipped on this machine.`);

type Case = { id: string; file: string; before?: string[]; upload?: { name?: string } };

async function exportCsv(workspaceId: string): Promise<string> {
  const file = await exportLeads({
    timeZone: "UTC",
    workspaceId,
    params: exportParamsSchema.parse({ format: "csv" }),
  });
  return readText(file.body);
}

async function runCase(c: Case) {
  const tenant = await createTenant();
  for (const before of c.before ?? [])
    await importCsv(tenant, fs.readFileSync(path.join(corpus, before)), path.basename(before));
  const content = fs.readFileSync(path.join(corpus, c.file));
  try {
    // Small chunks put chunk edges inside quotes, CRLF pairs and multi-byte characters.
    const result = await importCsv(tenant, content, c.upload?.name ?? path.basename(c.file), 5);
    const rows = await storedLeads(tenant.workspaceId);
    return {
      rows,
      imported: result.imported,
      skipped: result.skipped.map((s) => s.row),
      duplicates: result.duplicates,
      export: rows.length ? await exportCsv(tenant.workspaceId) : undefined,
    };
  } catch (error) {
    return { error: (error as Error).message, imported: 0, rows: await storedLeads(tenant.workspaceId) };
  }
}

describe.skipIf(!present)("public CSV corpus (../shared/csv-corpus)", () => {
  it("passes check.mjs with reports and exports required", async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(corpus, "cases.json"), "utf8")) as { cases: Case[] };
    const results: Record<string, unknown> = {};
    for (const c of doc.cases) results[c.id] = await runCase(c);
    const file = path.join(os.tmpdir(), `csv-corpus-results-${process.pid}-${Date.now()}.json`);
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
    }
    fs.rmSync(file, { force: true });
    expect(output.trim().split("\n").pop()).toBe(`${doc.cases.length} passed, 0 failed`);
  }, 300_000);
});
