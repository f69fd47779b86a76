import "server-only";
import type { Signature } from "@/lib/business-profile/signature";
import { env } from "@/lib/env";
import type { ChannelMessage } from "./channels/types";
import type { ClaimedDelivery } from "./claim";
import { renderBody, renderSubject, type RecipientFields } from "./template";
import { listUnsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from "./unsubscribe-token";

/**
 * Who a campaign's emails come from: the creator's name and address (the owner's once the creator has left
 * the workspace), and the workspace's business signature.
 */
export type CampaignSender = { name: string | null; replyTo: string | null; signature: Signature | null };

/** The configured sender's address (`EMAIL_FROM` may carry a display name). */
export function senderAddress(): string {
  const from = env().EMAIL_FROM;
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/** A display name is a quoted-string: its quotes and backslashes escaped, line breaks dropped. */
function displayName(name: string): string {
  return `"${name.replace(/[\r\n]+/g, " ").replace(/["\\]/g, "\\$&")}"`;
}

export function buildMessage(
  campaign: { id: string; subject: string; body: string },
  sender: CampaignSender,
  delivery: ClaimedDelivery,
): ChannelMessage {
  const fields: RecipientFields = {
    name: delivery.name,
    firstName: delivery.firstName,
    lastName: delivery.lastName,
    title: delivery.title,
    company: delivery.company,
    email: delivery.email,
    phone: delivery.phone,
    headline: delivery.headline,
    location: delivery.location,
    data: delivery.data ?? {},
  };
  const address = senderAddress();
  const token = unsubscribeToken(delivery.id);
  const { html, text } = renderBody(campaign.body, fields, unsubscribeUrl(token), sender.signature);
  return {
    deliveryId: delivery.id,
    campaignId: campaign.id,
    to: delivery.address,
    from: sender.name ? `${displayName(sender.name)} <${address}>` : env().EMAIL_FROM,
    replyTo: sender.replyTo ?? undefined,
    subject: renderSubject(campaign.subject, fields),
    html,
    text,
    headers: listUnsubscribeHeaders(token),
  };
}
