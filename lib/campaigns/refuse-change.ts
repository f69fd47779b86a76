import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { campaigns, type CampaignStatus } from "@/db/schema";
import { AppError } from "@/lib/errors";

/**
 * Why a conditional change of a campaign matched no row: not found when the workspace has no such campaign
 * (another workspace's among them), else a conflict worded from the status it is in.
 */
export async function refuseChange(
  executor: Executor,
  { workspaceId, campaignId }: { workspaceId: string; campaignId: string },
  conflict: (status: CampaignStatus) => string,
): Promise<never> {
  const [exists] = await executor
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.workspaceId, workspaceId)));
  if (!exists) throw new AppError("not_found:campaign", "Campaign not found.");
  throw new AppError("conflict:campaign", conflict(exists.status));
}
