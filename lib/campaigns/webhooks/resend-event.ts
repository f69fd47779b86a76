import "server-only";
import { sql } from "drizzle-orm";
import type { WebhookEventPayload } from "resend";
import { z } from "zod";
import type { DeliveryEventKind } from "@/db/schema";
import type { WebhookHandler } from "@/lib/webhooks/types";
import { recordDeliveryEvent, type DeliveryRef } from "../record-event";
import { rowsOf } from "../rows";

const kinds: Record<string, DeliveryEventKind> = {
  "email.delivered": "delivered",
  "email.opened": "opened",
  "email.clicked": "clicked",
  "email.bounced": "bounced",
  "email.complained": "complained",
};

// Resend documents tags as an array of {name, value} and sends them as an object: both are read.
const tagsSchema = z
  .union([
    z.record(z.string(), z.string()),
    z
      .array(z.object({ name: z.string(), value: z.string() }))
      .transform((a) => Object.fromEntries(a.map((t) => [t.name, t.value]))),
  ])
  .optional()
  .catch(undefined);

const eventSchema = z.object({
  type: z.string(),
  created_at: z.string(),
  data: z.object({
    email_id: z.string().min(1),
    tags: tagsSchema,
    bounce: z.object({ type: z.string().optional(), message: z.string().optional() }).optional(),
    click: z.object({ link: z.string().optional() }).optional(),
  }),
});

/**
 * The delivery an event is about, found by the email id Resend returned when it was sent, and only
 * when the delivery and its campaign belong to one workspace; the tags, when present, must name the
 * same campaign. An event that names nothing of ours changes nothing.
 */
async function findDelivery(
  tx: Parameters<WebhookHandler<unknown>>[1]["tx"],
  emailId: string,
  tags: Record<string, string> | undefined,
): Promise<DeliveryRef | undefined> {
  const [row] = rowsOf<{ id: string; workspace_id: string; campaign_id: string; address: string | null }>(
    await tx.execute(sql`
      select d.id, d.workspace_id, d.campaign_id, d.address
      from campaign_deliveries d join campaigns c on c.id = d.campaign_id and c.workspace_id = d.workspace_id
      where d.provider_message_id = ${emailId}`),
  );
  if (!row) return undefined;
  if (tags?.campaign_id && tags.campaign_id !== row.campaign_id.replace(/[^A-Za-z0-9_-]/g, ""))
    return undefined;
  return { id: row.id, workspaceId: row.workspace_id, campaignId: row.campaign_id, address: row.address };
}

/** Applies one verified Resend event (the intake has already recorded its svix-id once). */
export const handleResendEvent: WebhookHandler<WebhookEventPayload> = async (event, { tx }) => {
  const kind = kinds[event.type];
  if (!kind) return;
  const parsed = eventSchema.safeParse(event.payload);
  if (!parsed.success) return;
  const { data, created_at } = parsed.data;
  const delivery = await findDelivery(tx, data.email_id, data.tags);
  if (!delivery) return;
  const occurredAt = Number.isNaN(Date.parse(created_at)) ? new Date() : new Date(created_at);
  const permanent = kind === "bounced" && data.bounce?.type === "Permanent";
  await recordDeliveryEvent(tx, delivery, {
    kind,
    occurredAt,
    detail: kind === "bounced" ? data.bounce?.message : kind === "clicked" ? data.click?.link : undefined,
    suppress: kind === "complained" ? "complaint" : permanent ? "hard_bounce" : undefined,
  });
};
