import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { enqueue } from "@/lib/jobs/enqueue";
import { logger } from "@/lib/logger";
import { dispatchCampaign } from "./dispatch";
import { startDueCampaigns, sendingCampaignIds } from "./lifecycle";

/** One job id per campaign and wake-up second: asking twice for the same wake-up queues one job. */
function wakeJobId(campaignId: string, at: Date): string {
  const hex = createHash("sha256")
    .update(`${campaignId}/${Math.floor(at.getTime() / 1000)}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the campaign's dispatcher now or at `at` (pace, tomorrow's limit, a provider outage). */
export async function wakeCampaign(campaignId: string, at = new Date()): Promise<void> {
  try {
    await enqueue(campaignDispatchJob, { campaignId }, { id: wakeJobId(campaignId, at), startAfter: at });
  } catch (error) {
    // The scheduled tick wakes every sending campaign, so a lost wake-up only delays it.
    logger.error("campaigns", `could not wake ${campaignId}`, error);
  }
}

/**
 * Works one campaign's due deliveries. The deliveries are the jobs (claimed rows); this job only says
 * "look now", so a retry or a duplicate wakes the same rows and sends nothing twice.
 */
export const campaignDispatchJob = defineJob({
  name: "campaign-dispatch",
  schema: z.object({ campaignId: z.uuid() }),
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  concurrency: 2,
  async handle({ campaignId }) {
    const report = await dispatchCampaign(campaignId, { budgetMs: 60_000 });
    if (report.wakeAt) await wakeCampaign(campaignId, report.wakeAt);
  },
});

/** Every minute: starts scheduled campaigns whose time has come and wakes every sending one. */
export const campaignTickJob = defineJob({
  name: "campaign-tick",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 60 },
  schedule: "* * * * *",
  async handle() {
    await startDueCampaigns();
    for (const id of await sendingCampaignIds()) await wakeCampaign(id);
  },
});
