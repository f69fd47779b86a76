/**
 * What comes back: Resend's signed events through /api/webhooks/resend (each svix-id once, in any order,
 * forged ones refused, another workspace's delivery unreachable), and one-click unsubscribe by a signed
 * token, which the next campaign honours.
 */
import { describe, expect, it } from "vitest";
import { POST as resendWebhook } from "@/app/api/webhooks/resend/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/[token]/route";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { deliveryForToken } from "@/lib/campaigns/unsubscribe";
import { unsubscribeToken } from "@/lib/campaigns/unsubscribe-token";
import { otherSecret, signedResendEvent as signed, withResendAndWebhooks } from "./resend-webhooks";
import {
  campaignRow,
  channelFor,
  createList,
  createTenant,
  deliveriesOf,
  newCampaign,
  people,
  saveHarbourProfile,
} from "./support";

const resend = withResendAndWebhooks();

async function sentCampaign(domain: string, count = 2) {
  const tenant = await createTenant();
  const listId = await createList(tenant, people(count, domain));
  const campaign = await newCampaign(tenant, listId);
  await dispatchCampaign(campaign.id, { channel: channelFor(resend.fake()) });
  return { tenant, listId, campaign, deliveries: await deliveriesOf(campaign.id) };
}

describe("Resend webhooks", () => {
  it("counts each event once, in any order, and ignores a replayed svix-id", async () => {
    const { campaign, deliveries } = await sentCampaign("events.example.org");
    const emailId = deliveries[0]!.providerMessageId!;
    const click = signed("email.clicked", { email_id: emailId, click: { link: "https://example.org" } });
    const open1 = signed("email.opened", { email_id: emailId });
    const open2 = signed("email.opened", { email_id: emailId });
    const delivered = signed("email.delivered", { email_id: emailId });
    for (const event of [click, open1, click, open2, delivered, open1])
      expect((await resendWebhook(event.request())).status).toBe(200);
    expect(await campaignRow(campaign.id)).toMatchObject({ opensCount: 1, clicksCount: 1 });
    expect((await deliveriesOf(campaign.id))[0]).toMatchObject({ lastEvent: "clicked" });
  });

  it("refuses a forged event and applies nothing", async () => {
    const { campaign, deliveries } = await sentCampaign("forged.example.org");
    const forged = signed(
      "email.opened",
      { email_id: deliveries[0]!.providerMessageId! },
      { key: otherSecret() },
    );
    expect((await resendWebhook(forged.request())).status).toBe(400);
    expect((await campaignRow(campaign.id)).opensCount).toBe(0);
  });

  it("cannot apply an event to another workspace's delivery through its tags", async () => {
    const mine = await sentCampaign("mine.example.org");
    const theirs = await sentCampaign("theirs.example.org");
    const event = signed("email.complained", {
      email_id: theirs.deliveries[0]!.providerMessageId!,
      tags: { campaign_id: mine.campaign.id, delivery_id: mine.deliveries[0]!.id },
    });
    expect((await resendWebhook(event.request())).status).toBe(200);
    expect((await deliveriesOf(mine.campaign.id))[0]!.lastEvent).toBeNull();
    expect((await deliveriesOf(theirs.campaign.id))[0]!.lastEvent).toBeNull();
  });

  it("suppresses a hard bounce and a complaint for every later campaign, not a soft bounce", async () => {
    const { tenant, listId, deliveries } = await sentCampaign("bounce.example.org", 3);
    const [hard, soft, spam] = deliveries.map((d) => d.providerMessageId!);
    await resendWebhook(
      signed("email.bounced", {
        email_id: hard,
        bounce: { type: "Permanent", message: "No such user" },
      }).request(),
    );
    await resendWebhook(
      signed("email.bounced", {
        email_id: soft,
        bounce: { type: "Transient", message: "Mailbox full" },
      }).request(),
    );
    await resendWebhook(signed("email.complained", { email_id: spam }).request());
    const next = await newCampaign(tenant, listId);
    await dispatchCampaign(next.id, { channel: channelFor(resend.fake()) });
    expect((await deliveriesOf(next.id)).map((d) => [d.address, d.status, d.skipReason])).toEqual([
      ["p0@bounce.example.org", "skipped", "suppressed"],
      ["p1@bounce.example.org", "sent", null],
      ["p2@bounce.example.org", "skipped", "suppressed"],
    ]);
  });

  it("answers 200 to an event for an email it does not know, changing nothing", async () => {
    const event = signed("email.opened", { email_id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" });
    expect((await resendWebhook(event.request())).status).toBe(200);
  });
});

describe("one-click unsubscribe", () => {
  const post = (token: string) =>
    unsubscribe(
      new Request(`http://localhost:3000/api/unsubscribe/${token}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      { params: Promise.resolve({ token }) },
    );

  it("suppresses the recipient by a signed token, once, and the next campaign skips them", async () => {
    const { tenant, listId, campaign, deliveries } = await sentCampaign("unsub.example.org");
    const token = unsubscribeToken(deliveries[1]!.id);
    expect(await deliveryForToken(token)).toMatchObject({ unsubscribed: false });
    expect((await post(token)).status).toBe(200);
    // Opened again, the link's page says the address is unsubscribed rather than offering it again.
    expect(await deliveryForToken(token)).toMatchObject({ unsubscribed: true });
    expect(await deliveryForToken(unsubscribeToken(deliveries[0]!.id))).toMatchObject({
      unsubscribed: false,
    });
    expect((await post(token)).status).toBe(200);
    expect((await campaignRow(campaign.id)).unsubscribesCount).toBe(1);
    const next = await newCampaign(tenant, listId);
    await dispatchCampaign(next.id, { channel: channelFor(resend.fake()) });
    expect((await deliveriesOf(next.id)).map((d) => d.status)).toEqual(["sent", "skipped"]);
  });

  it("names who sent the email: the business profile's name, else the workspace's", async () => {
    const { tenant, deliveries } = await sentCampaign("sender.example.org");
    const token = unsubscribeToken(deliveries[0]!.id);
    const workspaceName = (await deliveryForToken(token))?.sender;
    expect(workspaceName).toMatch(/^Workspace [0-9a-f]{10}$/);
    await saveHarbourProfile(tenant);
    expect(await deliveryForToken(token)).toMatchObject({
      sender: "Harbour & Co",
      address: deliveries[0]!.address,
    });
    expect(await deliveryForToken(`${token.slice(0, -2)}xx`)).toBeUndefined();
  });

  it("refuses a forged or altered token", async () => {
    const { deliveries } = await sentCampaign("forgedtoken.example.org");
    const token = unsubscribeToken(deliveries[0]!.id);
    expect((await post(`${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await post(`${deliveries[1]!.id}.${token.split(".")[1]}`)).status).toBe(404);
  });
});
