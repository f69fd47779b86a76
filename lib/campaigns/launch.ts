import "server-only";
import type { Campaign } from "@/db/schema";
import { wakeCampaign } from "./jobs";
import { changeCampaignStatus, createCampaign, type CampaignAction } from "./lifecycle";
import type { CampaignActor } from "./notify";
import type { CreateCampaignInput } from "./validations";

/** Creates a campaign and, when it sends now, wakes its dispatcher (the minute tick wakes a scheduled one). */
export async function launchCampaign(params: {
  workspaceId: string;
  userId: string;
  input: CreateCampaignInput;
}): Promise<Campaign> {
  const campaign = await createCampaign(params);
  if (campaign.status === "sending") await wakeCampaign(campaign.id);
  return campaign;
}

/** Pause, resume or cancel; a resumed campaign is woken at once. */
export async function applyCampaignAction(params: {
  workspaceId: string;
  campaignId: string;
  action: CampaignAction;
  actor: CampaignActor;
}): Promise<Campaign> {
  const campaign = await changeCampaignStatus(params);
  if (campaign.status === "sending") await wakeCampaign(campaign.id);
  return campaign;
}
