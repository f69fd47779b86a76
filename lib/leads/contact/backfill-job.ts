import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { backfillContacts } from "./backfill";

/**
 * Fills the contact fields of leads saved before the contact record (and of any row a writer left
 * unmapped), then the Location and Address of leads mapped before those came from the structured address,
 * a thousand rows per statement, 45 s per run, every minute until none is left; after that each run is one
 * probe of an empty partial index. Idempotent: it only touches rows below the mapping's version.
 */
export const contactBackfillJob = defineJob({
  name: "leads-contact-backfill",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 120 },
  schedule: "* * * * *",
  async handle() {
    await backfillContacts();
  },
});
