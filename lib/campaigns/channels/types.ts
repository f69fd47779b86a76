import type { CampaignChannel } from "../types";

/** One personalised message for one delivery. */
export type ChannelMessage = {
  deliveryId: string;
  campaignId: string;
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

/** What the provider said about one message of a batch. */
export type ChannelOutcome =
  | { deliveryId: string; status: "sent"; providerMessageId: string | null }
  | { deliveryId: string; status: "failed"; reason: string };

export type ChannelCapabilities = {
  /** Messages one provider call may carry. */
  batchSize: number;
  /** How long the provider remembers an idempotency key; after it, an unknown outcome is not resent. */
  idempotencyWindowSeconds: number;
};

/**
 * A way of reaching a recipient (email now; LinkedIn, WhatsApp, SMS next). `send` carries one batch
 * under one idempotency key: the same key with the same messages never reaches anyone twice. It throws
 * the kit's provider errors (lib/providers/errors.ts) for a failure of the whole call; a refusal of one
 * message is a `failed` outcome.
 */
export interface CampaignChannelAdapter {
  readonly channel: CampaignChannel;
  readonly name: string;
  readonly capabilities: ChannelCapabilities;
  send(messages: ChannelMessage[], idempotencyKey: string): Promise<ChannelOutcome[]>;
}
