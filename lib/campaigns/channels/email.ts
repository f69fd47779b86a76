import "server-only";
import { z } from "zod";
import { getDb } from "@/db";
import { emails } from "@/db/schema";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { RejectedError, TemporaryError } from "@/lib/providers/errors";
import { createProviderClient } from "@/lib/providers/http-client";
import type { CampaignChannelAdapter, ChannelMessage, ChannelOutcome } from "./types";

const RESEND_API_URL = "https://api.resend.com";
const BATCH_SIZE = 100;
// Resend keeps an idempotency key 24 hours; an outcome still unknown after that is never resent.
const KEY_WINDOW_SECONDS = 24 * 60 * 60;

const batchAnswer = z.object({
  data: z.array(z.object({ id: z.string().min(1) })),
  errors: z.array(z.object({ index: z.number().int(), message: z.string() })).optional(),
});

/** Resend's tag alphabet: ASCII letters, digits, `_` and `-`. */
const tag = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "");

function resendBody(message: ChannelMessage) {
  return {
    from: message.from,
    to: [message.to],
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    headers: message.headers,
    // Echoed back in every webhook event: finds the delivery even if its email id was never stored.
    tags: [
      { name: "campaign_id", value: tag(message.campaignId) },
      { name: "delivery_id", value: tag(message.deliveryId) },
    ],
  };
}

/** Maps a permissive batch answer back onto the messages: `data` lists the accepted ones in order. */
function outcomes(messages: ChannelMessage[], answer: z.infer<typeof batchAnswer>): ChannelOutcome[] {
  const refused = new Map((answer.errors ?? []).map((e) => [e.index, e.message]));
  const ids = answer.data.map((d) => d.id);
  return messages.map((message, index) => {
    const reason = refused.get(index);
    if (reason !== undefined) return { deliveryId: message.deliveryId, status: "failed", reason };
    return { deliveryId: message.deliveryId, status: "sent", providerMessageId: ids.shift() ?? null };
  });
}

/**
 * Resend's `POST /emails/batch` on the kit's client: up to 100 messages, one Idempotency-Key per batch,
 * permissive validation so one bad address fails only its own delivery. 429 and 5xx are retried by the
 * client (the key makes a repeat harmless); a 4xx for the whole call is the kit's RejectedError.
 */
export function createResendChannel(
  apiKey: string,
  baseUrl = RESEND_API_URL,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): CampaignChannelAdapter {
  const client = createProviderClient({
    provider: "resend",
    baseUrl,
    headers: { authorization: `Bearer ${apiKey}` },
    timeoutMs,
    retry: { attempts: 4 },
  });
  return {
    channel: "email",
    name: "resend",
    capabilities: { batchSize: BATCH_SIZE, idempotencyWindowSeconds: KEY_WINDOW_SECONDS },
    async send(messages, idempotencyKey) {
      try {
        const answer = await client.request({
          method: "POST",
          path: "/emails/batch",
          headers: { "idempotency-key": idempotencyKey, "x-batch-validation": "permissive" },
          body: messages.map(resendBody),
          schema: batchAnswer,
          idempotent: true,
        });
        return outcomes(messages, answer);
      } catch (error) {
        // 409 while the same key is still in flight at Resend: the batch's outcome is not known yet.
        if (error instanceof RejectedError && error.code === "concurrent_idempotent_requests") {
          throw new TemporaryError("resend", "server", error.message, error.status, { cause: error });
        }
        throw error;
      }
    },
  };
}

/**
 * Without RESEND_API_KEY: each message is stored as a sent email, so /dev/outbox shows every
 * personalised message of a campaign. The idempotency key is honoured through the email row's id
 * (the delivery id), so a repeated batch stores nothing twice.
 */
export const outboxChannel: CampaignChannelAdapter = {
  channel: "email",
  name: "outbox",
  capabilities: { batchSize: BATCH_SIZE, idempotencyWindowSeconds: KEY_WINDOW_SECONDS },
  async send(messages) {
    if (messages.length === 0) return [];
    const db = await getDb();
    await db
      .insert(emails)
      .values(
        messages.map((m) => ({
          id: m.deliveryId,
          toAddress: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          template: "campaign",
          status: "sent" as const,
          provider: "outbox",
          sentAt: new Date(),
        })),
      )
      .onConflictDoNothing();
    logger.info("campaigns", `dev outbox: ${messages.length} campaign emails stored`);
    // The outbox's email id is the delivery id: events posted for it (tests, the quick start) find the delivery.
    return messages.map((m) => ({
      deliveryId: m.deliveryId,
      status: "sent",
      providerMessageId: m.deliveryId,
    }));
  },
};

export function emailChannel(): CampaignChannelAdapter {
  const { RESEND_API_KEY, RESEND_BASE_URL } = env();
  return RESEND_API_KEY ? createResendChannel(RESEND_API_KEY, RESEND_BASE_URL) : outboxChannel;
}
