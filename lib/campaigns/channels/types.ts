import type { CampaignChannel } from "../types";

/**
 * One personalised message for one delivery (one recipient at one step). `to` is the channel's address
 * (an email address, a phone number, a provider's account or chat id); `text` is the message on every
 * channel, `subject` and `html` are email's and ignored elsewhere; `headers` are email headers.
 */
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
  /**
   * How long the provider remembers an idempotency key; after it, an unknown outcome is not resent. 0 for
   * a provider without keys: a batch whose worker died during the call is marked unknown at once.
   */
  idempotencyWindowSeconds: number;
};

/**
 * A way of reaching a recipient (email now; LinkedIn, WhatsApp, Instagram, Telegram, SMS next, each an
 * adapter of this shape; a reply is a `replied` event recorded through the webhook intake, which stops the
 * recipient's later steps). `send` carries one batch
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
