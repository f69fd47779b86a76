import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { removeExpiredDataExports } from "./cleanup";

/** Every hour: expired data exports lose their zip and their row (idempotent; a missed run catches up). */
export const dataExportCleanupJob = defineJob({
  name: "data-export-cleanup",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  schedule: "23 * * * *",
  async handle() {
    await removeExpiredDataExports();
  },
});
