/**
 * The figures the campaigns screen reads are counters kept with the deliveries and events: after a storm
 * of Resend events (duplicates, replays, every order, some at once) and unsubscribes and replies, each
 * counter equals a recount of the rows, and the daily rows add up to the totals. The screen's queries
 * read those counters: tabs, cards, detail with rates, the 30-day series, and nothing of another
 * workspace.
 */
import { describe, expect, it } from "vitest";
import { POST as resendWebhook } from "@/app/api/webhooks/resend/route";
import { getDb } from "@/db";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { changeCampaignStatus } from "@/lib/campaigns/lifecycle";
import {
  campaignDetail,
  campaignSeries,
  campaignStats,
  campaignTabCounts,
  listCampaignCards,
} from "@/lib/campaigns/queries";
import { recordDeliveryEvent } from "@/lib/campaigns/record-event";
import { unsubscribeByToken } from "@/lib/campaigns/unsubscribe";
import { unsubscribeToken } from "@/lib/campaigns/unsubscribe-token";
import { signedResendEvent, withResendAndWebhooks } from "./resend-webhooks";
import {
  channelFor,
  countersAndRecount,
  createList,
  createTenant,
  deliveriesOf,
  newCampaign,
  people,
} from "./support";

const resend = withResendAndWebhooks();

/** A deterministic shuffle (the storm's order must be reproducible when it fails). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function sentCampaign(domain: string, count: number) {
  const tenant = await createTenant();
  const listId = await createList(tenant, [...people(count, domain), { name: "Nobody" }]);
  const campaign = await newCampaign(tenant, listId);
  await dispatchCampaign(campaign.id, { channel: channelFor(resend.fake()) });
  return {
    tenant,
    campaign,
    deliveries: (await deliveriesOf(campaign.id)).filter((d) => d.status === "sent"),
  };
}

describe("counters under a storm of events", () => {
  it("equal a recount of deliveries and events, and the daily rows add up to them", async () => {
    const { campaign, deliveries } = await sentCampaign("storm.example.org", 24);
    const events = deliveries.flatMap((d, i) => {
      const email_id = d.providerMessageId!;
      const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000);
      const list = [
        signedResendEvent("email.sent", { email_id }, { createdAt: at(0) }),
        signedResendEvent("email.delivered", { email_id }, { createdAt: at(1) }),
        // Privacy proxies open three times; a reader clicks twice.
        ...[2, 3, 4].map((m) => signedResendEvent("email.opened", { email_id }, { createdAt: at(m) })),
        ...(i % 2 === 0
          ? [5, 6].map((m) =>
              signedResendEvent(
                "email.clicked",
                { email_id, click: { link: "https://x.example" } },
                { createdAt: at(m) },
              ),
            )
          : []),
        ...(i % 5 === 0
          ? [
              signedResendEvent("email.bounced", {
                email_id,
                bounce: { type: "Permanent", message: "No such user" },
              }),
            ]
          : []),
        ...(i % 7 === 0 ? [signedResendEvent("email.complained", { email_id })] : []),
        signedResendEvent("email.delivery_delayed", { email_id }),
      ];
      // Svix resends some (same svix-id and body).
      return [...list, ...list.filter((_, k) => (k + i) % 3 === 0)];
    });
    const storm = shuffled(events, 7);
    for (let i = 0; i < storm.length; i += 6) {
      const answers = await Promise.all(storm.slice(i, i + 6).map((e) => resendWebhook(e.request())));
      expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    }
    // Unsubscribe clicked twice, and replies recorded twice (a channel's reply arrives at least once).
    await unsubscribeByToken(unsubscribeToken(deliveries[1]!.id));
    await unsubscribeByToken(unsubscribeToken(deliveries[1]!.id));
    const db = await getDb();
    for (const d of [deliveries[3]!, deliveries[3]!, deliveries[4]!]) {
      await db.transaction((tx) => recordDeliveryEvent(tx, d, { kind: "replied", occurredAt: new Date() }));
    }

    const { counters, recount, daily, totals } = await countersAndRecount(campaign.id);
    expect(counters).toEqual(recount);
    expect(daily).toEqual(totals);
    expect(counters).toMatchObject({
      recipients: 25,
      sent: 24,
      skipped: 1,
      delivered: 24,
      opened: 24,
      clicked: 12,
      bounced: 5,
      complained: 4,
      unsubscribed: 1,
      replied: 2,
    });
  });

  it("counts an open that arrives before its delivery once, and the delivery with it", async () => {
    const { campaign, deliveries } = await sentCampaign("early.example.org", 1);
    const email_id = deliveries[0]!.providerMessageId!;
    await resendWebhook(signedResendEvent("email.clicked", { email_id }).request());
    await resendWebhook(signedResendEvent("email.opened", { email_id }).request());
    await resendWebhook(signedResendEvent("email.delivered", { email_id }).request());
    const { counters, recount } = await countersAndRecount(campaign.id);
    expect(counters).toEqual(recount);
    expect(counters).toMatchObject({ delivered: 1, opened: 1, clicked: 1 });
    expect((await deliveriesOf(campaign.id))[0]!.lastEvent).toBe("clicked");
  });
});

describe("the screen's queries", () => {
  it("give tabs, cards, detail with whole-percent rates and the 30-day series from the counters", async () => {
    const { tenant, campaign, deliveries } = await sentCampaign("screen.example.org", 3);
    const later = new Date(Date.now() + 86_400_000);
    const listId = await createList(tenant, people(2, "later.example.org"));
    const scheduled = await newCampaign(tenant, listId, { scheduleType: "later", scheduledFor: later });
    const paused = await newCampaign(tenant, listId, { scheduleType: "later", scheduledFor: later });
    await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      actor: { userId: tenant.userId, name: "Test" },
      campaignId: paused.id,
      action: "pause",
    });
    const email_id = deliveries[0]!.providerMessageId!;
    await resendWebhook(signedResendEvent("email.opened", { email_id }).request());
    await resendWebhook(signedResendEvent("email.clicked", { email_id }).request());
    await resendWebhook(
      signedResendEvent("email.opened", { email_id: deliveries[1]!.providerMessageId! }).request(),
    );

    expect(await campaignTabCounts({ workspaceId: tenant.workspaceId })).toEqual({
      all: 3,
      sent: 1,
      scheduled: 1,
    });
    const sentTab = await listCampaignCards({ workspaceId: tenant.workspaceId, tab: "sent" });
    expect(sentTab.map((c) => c.campaign.id)).toEqual([campaign.id]);
    expect(
      (await listCampaignCards({ workspaceId: tenant.workspaceId, tab: "scheduled" })).map(
        (c) => c.campaign.id,
      ),
    ).toEqual([scheduled.id]);
    expect(await listCampaignCards({ workspaceId: tenant.workspaceId })).toHaveLength(3);

    const detail = await campaignDetail({ workspaceId: tenant.workspaceId, campaignId: campaign.id });
    expect(detail?.figures).toMatchObject({
      recipients: 4,
      sent: 3,
      failed: 0,
      opens: 2,
      openRate: 67,
      clicks: 1,
      clickThroughRate: 50,
      replies: 0,
      replyRate: 0,
      deliveryRate: 75,
      delivered: 2,
      deliveredRate: 67,
    });
    expect(detail?.sentOn).toBeInstanceOf(Date);
    expect(await campaignStats({ workspaceId: tenant.workspaceId })).toMatchObject({
      campaigns: 3,
      sentCampaigns: 1,
      scheduledCampaigns: 1,
      messagesSent: 3,
      opens: 2,
      openRate: 67,
    });

    const series = await campaignSeries({ workspaceId: tenant.workspaceId });
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toMatchObject({ sent: 3, delivered: 2, opened: 2, clicked: 1 });
    expect(series.slice(0, -1).every((p) => p.sent === 0 && p.opened === 0)).toBe(true);
    // The test workspace keeps the default time zone, UTC.
    expect(series.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(
      (await campaignSeries({ workspaceId: tenant.workspaceId, campaignId: scheduled.id, days: 7 })).map(
        (p) => p.sent,
      ),
    ).toEqual([0, 0, 0, 0, 0, 0, 0]);

    const other = await createTenant();
    expect(await campaignDetail({ workspaceId: other.workspaceId, campaignId: campaign.id })).toBeUndefined();
    expect(await campaignTabCounts({ workspaceId: other.workspaceId })).toEqual({
      all: 0,
      sent: 0,
      scheduled: 0,
    });
    const theirs = await campaignSeries({ workspaceId: other.workspaceId, campaignId: campaign.id });
    expect(theirs.every((p) => p.sent === 0)).toBe(true);
  });
});
