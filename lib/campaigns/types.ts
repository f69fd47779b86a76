import type { campaignChannels } from "@/db/schema";

export type CampaignChannel = (typeof campaignChannels)[number];
