import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { grantFreePlanCredits } from "./monthly";

/** The free plan's monthly credits, on the first of each month (UTC); idempotent per workspace and month. */
export const creditsMonthlyJob = defineJob({
  name: "credits-monthly",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  schedule: "5 0 1 * *",
  async handle() {
    await grantFreePlanCredits({ at: new Date() });
  },
});
