import "server-only";
import { z } from "zod";
import { getDb } from "@/db";
import { defineJob } from "@/lib/jobs/definition";
import { refreshMatchKeys } from "./refresh-keys";
import { executorQuery } from "./run";

/**
 * Gives leads saved before duplicate matching their match keys (once their contact record is mapped: the
 * contact backfill leaves the keys to this job), 1,000 rows per transaction (row locks on
 * that batch only), oldest first, for up to 45 s a run, and records the duplicates they reveal for review.
 * The rows still without keys are the checkpoint; once none is left each run is one probe of an empty
 * partial index (`leads_match_pending_idx`).
 */
export async function backfillMatchKeys({
  batchSize = 1_000,
  budgetMs = 45_000,
}: { batchSize?: number; budgetMs?: number } = {}): Promise<number> {
  const db = await getDb();
  const started = Date.now();
  let done = 0;
  while (Date.now() - started < budgetMs) {
    const n = await db.transaction((tx) =>
      refreshMatchKeys(executorQuery(tx), {
        sql: `l.id in (select id from leads where match_keys is null and contact_version > 0 order by id limit $1 for update skip locked)`,
        params: [batchSize],
      }),
    );
    done += n;
    if (n < batchSize) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return done;
}

export const matchKeysBackfillJob = defineJob({
  name: "leads-match-keys-backfill",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 120 },
  schedule: "* * * * *",
  async handle() {
    await backfillMatchKeys();
  },
});
