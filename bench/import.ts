/**
 * CSV import on PostgreSQL into the indexed leads table of a million leads: rows per second of a
 * 100,000-row CSV against COPY of the same rows into the same table, and peak memory of a 100 MB import.
 */
import { importLeadsCsv } from "@/lib/import/import-leads";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";
import { copyField } from "@/lib/import/copy-text";
import { copyIn } from "@/db/raw";
import type { Benchmark } from "./result";
import { peakMemory, timed, withSeededDatabase } from "./_leads-db";

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const ROWS = 100_000;
const BIG_BYTES = 100 * 1024 * 1024;

const row = (run: string, i: number) => [
  `Lead ${run} ${i}`,
  `Company ${i % 997}, Inc.`,
  `lead.${run}.${i}@example.test`,
  `+1 555 ${String(i).padStart(7, "0")}`,
];
/** The mapping step's answer for the bench file, so the screen's path is measured too. */
const mapping: ImportMapping = [
  { header: "name", target: "fullName" },
  { header: "company", target: "company" },
  { header: "email", target: "emails" },
  { header: "phone", target: "phones" },
];
const csvLine = (cells: string[]) =>
  `${cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(",")}\n`;

function csvBytes(run: string): Uint8Array {
  let text = "name,company,email,phone\n";
  for (let i = 0; i < ROWS; i++) text += csvLine(row(run, i));
  return Buffer.from(text);
}

async function* chunked(bytes: Uint8Array, size = 256 * 1024): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** About 100 MB of CSV, generated as it is read (never held whole). */
async function* bigCsv(): AsyncGenerator<Uint8Array> {
  yield Buffer.from("name,company,email,phone\n");
  let sent = 0;
  for (let i = 0; sent < BIG_BYTES; i += 2000) {
    let text = "";
    for (let j = i; j < i + 2000; j++) text += csvLine(row("big", j));
    const bytes = Buffer.from(text);
    sent += bytes.length;
    yield bytes;
  }
}

export const benchmark: Benchmark = {
  name: "import",
  description: `CSV import vs COPY into the indexed leads table (${LEADS.toLocaleString("en-US")} leads, PostgreSQL)`,
  run: () =>
    withSeededDatabase(LEADS, async ({ newTenant }) => {
      const importRates: number[] = [];
      const mappedRates: number[] = [];
      const copyRates: number[] = [];
      for (let round = 0; round < 3; round++) {
        const a = await newTenant();
        const bytes = csvBytes(`i${round}`);
        const [importMs, result] = await timed(() =>
          importLeadsCsv({ ...a, fileName: "bench.csv", body: chunked(bytes) }),
        );
        if (result.imported !== ROWS) throw new Error(`imported ${result.imported}`);
        importRates.push(ROWS / (importMs / 1000));

        const m = await newTenant();
        const mappedBytes = csvBytes(`m${round}`);
        const [mappedMs, mapped] = await timed(() =>
          importLeadsCsv({ ...m, fileName: "mapped.csv", body: chunked(mappedBytes), mapping }),
        );
        if (mapped.imported !== ROWS) throw new Error(`mapped import stored ${mapped.imported}`);
        mappedRates.push(ROWS / (mappedMs / 1000));

        const b = await newTenant();
        const { listId } = await importLeadsCsv({
          ...b,
          fileName: "list.csv",
          body: chunked(Buffer.from("name,company\nx,y\n")),
        });
        async function* lines() {
          let out = "";
          for (let i = 0; i < ROWS; i++) {
            const [name, company, email, phone] = row(`c${round}`, i);
            out += `${[b.workspaceId, listId, "crm", "NEW", name, company, email, phone, '{"source":"CSV import"}'].map((v) => copyField(v ?? null)).join("\t")}\n`;
            if (out.length > 1_000_000) {
              yield out;
              out = "";
            }
          }
          yield out;
        }
        const [copyMs] = await timed(() =>
          copyIn(
            "leads",
            ["workspace_id", "list_id", "platform", "status", "name", "company", "email", "phone", "data"],
            lines(),
          ),
        );
        copyRates.push(ROWS / (copyMs / 1000));
      }
      const median = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)] ?? Number.NaN;
      const importRate = median(importRates);
      const mappedRate = median(mappedRates);
      const copyRate = median(copyRates);

      const c = await newTenant();
      const big = await peakMemory(() =>
        timed(() => importLeadsCsv({ ...c, fileName: "big.csv", body: bigCsv() })),
      );
      const [bigMs, bigResult] = big.value;
      return [
        {
          name: "import 100k rows",
          unit: "rows/s",
          figure: importRate,
          baseline: copyRate,
          ratio: importRate / copyRate,
          better: "higher" as const,
          target: ">= 0.7x COPY",
          pass: importRate >= copyRate * 0.7,
          notes: [
            `rounds: import ${importRates.map(Math.round).join(", ")} rows/s; COPY ${copyRates.map(Math.round).join(", ")} rows/s`,
          ],
        },
        {
          name: "mapped import 100k rows",
          unit: "rows/s",
          figure: mappedRate,
          baseline: copyRate,
          ratio: mappedRate / copyRate,
          better: "higher" as const,
          target: ">= 0.7x COPY",
          pass: mappedRate >= copyRate * 0.7,
          notes: [
            `rounds: ${mappedRates.map(Math.round).join(", ")} rows/s (the upload screen's path, with a mapping)`,
          ],
        },
        {
          name: "import 100 MB peak memory",
          unit: "MB",
          figure: big.peakMb,
          baseline: big.idleMb,
          ratio: big.peakMb / big.idleMb,
          better: "lower" as const,
          target: "< 300 MB above idle",
          pass: big.peakMb < 300,
          notes: [
            `${bigResult.imported.toLocaleString("en-US")} rows (100 MB) in ${(bigMs / 1000).toFixed(1)} s = ${Math.round(bigResult.imported / (bigMs / 1000)).toLocaleString("en-US")} rows/s; baseline = idle RSS`,
          ],
        },
      ];
    }),
};
