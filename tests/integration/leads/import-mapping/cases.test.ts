/**
 * Every case of ../shared/import-mapping through the screen's path over HTTP: the preview route's guess,
 * then the upload route with that mapping; the guess and the stored leads are scored by the cases' own
 * checker (check.mjs), which must report every case passed.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { POST as preview } from "@/app/api/leads/upload/preview/route";
import { POST as upload } from "@/app/api/leads/upload/route";
import type { ImportPreview } from "@/lib/leads/import/mapping/preview";
import { call, signIn } from "../route-support";
import { createTenant } from "../support";
import { checkerField, checkerRows } from "./checker-rows";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () => (globalThis as { __leadsTestSession?: unknown }).__leadsTestSession ?? null,
}));

const corpus = path.resolve(process.cwd(), "../shared/import-mapping");
type Case = { id: string; file: string };

function form(bytes: Buffer, fileName: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set("file", new File([new Uint8Array(bytes)], fileName, { type: "text/csv" }));
  return data;
}

async function runCase(c: Case) {
  const tenant = await createTenant("member");
  signIn(tenant, "member");
  const bytes = fs.readFileSync(path.join(corpus, c.file));
  const name = path.basename(c.file);
  const previewed = await call(preview, {
    path: "/api/leads/upload/preview",
    method: "POST",
    body: form(bytes, name),
  });
  expect(previewed.status).toBe(200);
  const { data } = (await previewed.json()) as { data: ImportPreview };
  const uploaded = await call(upload, {
    path: "/api/leads/upload",
    method: "POST",
    body: form(bytes, name, { mapping: JSON.stringify(data.mapping) }),
  });
  expect(uploaded.status).toBe(200);
  return {
    mapping: data.mapping.map((m) => ({ header: m.header, field: checkerField(m.target) })),
    rows: await checkerRows(tenant.workspaceId),
  };
}

describe("import-mapping cases (../shared/import-mapping)", () => {
  it("passes check.mjs with the guessed mapping and the stored values of every case", async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(corpus, "cases.json"), "utf8")) as { cases: Case[] };
    const results: Record<string, unknown> = {};
    for (const c of doc.cases) results[c.id] = await runCase(c);
    const file = path.join(os.tmpdir(), `import-mapping-results-${process.pid}-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify(results));
    let output: string;
    try {
      output = execFileSync("node", [path.join(corpus, "check.mjs"), file, "--require-both", "--quiet"], {
        encoding: "utf8",
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    } finally {
      fs.rmSync(file, { force: true });
    }
    expect(output.trim().split("\n").pop(), output).toBe(`${doc.cases.length} passed, 0 failed`);
  }, 120_000);
});
