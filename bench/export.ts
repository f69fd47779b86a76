/**
 * CSV export of a million leads on PostgreSQL: rows per second through the export engine (formula
 * cells neutralised, streamed) against a plain COPY TO of the same rows, and its peak memory.
 */
import { PassThrough, type Readable } from "node:stream";
import { exportLeads } from "@/lib/export/export-leads";
import { exportParamsSchema } from "@/lib/export/validations";
import type { Benchmark } from "./result";
import { peakMemory, timed, withSeededDatabase } from "./_leads-db";

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);

async function drain(stream: AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.length;
  return bytes;
}

export const benchmark: Benchmark = {
  name: "export",
  description: `CSV export of ${LEADS.toLocaleString("en-US")} leads vs COPY TO (PostgreSQL)`,
  run: () =>
    withSeededDatabase(LEADS, async ({ connection, tenant }) => {
      if (connection.driver.kind !== "postgres") throw new Error("needs PostgreSQL");
      const client = connection.driver.client;
      const copySql = `copy (select id, name, company, email, phone, platform, status, headline, location, address, url, scraped_at, updated_at, data
        from leads where workspace_id = '${tenant.workspaceId}' and deleted_at is null order by scraped_at desc, id desc) to stdout with (format csv, header true)`;
      const exportRates: number[] = [];
      const copyRates: number[] = [];
      let peakMb = 0;
      let idleMb = 0;
      let bytes = 0;
      for (let round = 0; round < 2; round++) {
        const [copyMs] = await timed(async () => {
          const source = (await client.unsafe(copySql).readable()) as Readable;
          return drain(source.pipe(new PassThrough({ highWaterMark: 1024 * 1024 })));
        });
        copyRates.push(LEADS / (copyMs / 1000));
        const measured = await peakMemory(() =>
          timed(async () => {
            const file = await exportLeads({
              timeZone: "UTC",
              workspaceId: tenant.workspaceId,
              params: exportParamsSchema.parse({ format: "csv" }),
            });
            return drain(file.body);
          }),
        );
        exportRates.push(LEADS / (measured.value[0] / 1000));
        bytes = measured.value[1];
        peakMb = Math.max(peakMb, measured.peakMb);
        idleMb = measured.idleMb;
      }
      const best = (v: number[]) => Math.max(...v);
      const exportRate = best(exportRates);
      const copyRate = best(copyRates);
      return [
        {
          name: "export 1M rows CSV",
          unit: "rows/s",
          figure: exportRate,
          baseline: copyRate,
          ratio: exportRate / copyRate,
          better: "higher" as const,
          target: ">= 0.33x COPY TO",
          pass: exportRate >= copyRate / 3,
          notes: [
            `rounds: export ${exportRates.map(Math.round).join(", ")} rows/s; COPY TO ${copyRates.map(Math.round).join(", ")} rows/s; ${(bytes / 1024 / 1024).toFixed(0)} MB of CSV`,
          ],
        },
        {
          name: "export 1M rows peak memory",
          unit: "MB",
          figure: peakMb,
          baseline: idleMb,
          ratio: peakMb / idleMb,
          better: "lower" as const,
          target: "flat: < 100 MB above idle",
          pass: peakMb < 100,
          notes: ["baseline = idle RSS"],
        },
      ];
    }),
};
