/**
 * What the Campaigns page reads per request: one page of a tab's cards (the tab's count and its cards
 * agree), the detail chart's days from the daily rows (never the deliveries), the wizard's lists only
 * when asked, and nothing of another workspace.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { campaignDailyStats, campaigns, workspaces } from "@/db/schema";
import { campaignStats } from "@/lib/campaigns/queries";
import {
  campaignCards,
  campaignsScreenData,
  campaignTimeline,
  wizardLists,
} from "@/lib/campaigns/screen-queries";
import { createList, createTenant, newCampaign, people } from "./support";

const later = () => new Date(Date.now() + 86_400_000);

describe("campaignCards", () => {
  it("pages a tab newest first, and each tab lists what its count counts", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(1, "cards.example.org"));
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await newCampaign(tenant, listId, { name: `Card ${i}` });
      made.push(c.id);
    }
    const scheduled = await newCampaign(tenant, listId, { scheduleType: "later", scheduledFor: later() });
    const db = await getDb();
    await db.update(campaigns).set({ status: "sent" }).where(eq(campaigns.id, made[0]!));
    await db.update(campaigns).set({ status: "failed" }).where(eq(campaigns.id, made[1]!));
    const { workspaceId } = tenant;

    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => campaignCards({ workspaceId, tab: "all", page, perPage: 2 })),
    );
    expect(pages.map((p) => p.map((c) => c.id))).toEqual([
      [scheduled.id, made[4]],
      [made[3], made[2]],
      [made[1], made[0]],
      [],
    ]);
    const stats = await campaignStats({ workspaceId });
    const sentTab = await campaignCards({ workspaceId, tab: "sent", perPage: 50 });
    const scheduledTab = await campaignCards({ workspaceId, tab: "scheduled", perPage: 50 });
    expect(sentTab).toHaveLength(stats.sentCampaigns);
    expect(new Set(sentTab.map((c) => c.status))).toEqual(new Set(["sending", "sent", "failed"]));
    expect(scheduledTab.map((c) => c.id)).toEqual([scheduled.id]);
    expect(stats.scheduledCampaigns).toBe(1);

    const other = await createTenant();
    expect(await campaignCards({ workspaceId: other.workspaceId, tab: "all", perPage: 50 })).toEqual([]);
  });
});

describe("campaignsScreenData", () => {
  it("reads the same cards, stats and time zone as the separate reads, with or without a card on the page", async () => {
    const tenant = await createTenant();
    const { workspaceId } = tenant;
    const listId = await createList(tenant, people(1, "screen.example.org"));
    const db = await getDb();
    await db.update(workspaces).set({ timezone: "Asia/Singapore" }).where(eq(workspaces.id, workspaceId));
    const made = [await newCampaign(tenant, listId), await newCampaign(tenant, listId)];
    await db
      .update(campaigns)
      .set({ status: "sent", sentCount: 40, opensCount: 10, repliesCount: 3 })
      .where(eq(campaigns.id, made[0]!.id));
    await newCampaign(tenant, listId, { scheduleType: "later", scheduledFor: later() });
    const stats = await campaignStats({ workspaceId });
    // A campaign started now is sending, which the Sent tab counts.
    expect(stats).toMatchObject({ campaigns: 3, sentCampaigns: 2, scheduledCampaigns: 1, messagesSent: 40 });
    expect(stats).toMatchObject({ opens: 10, replies: 3, openRate: 25, replyRate: 8 });

    const page = { workspaceId, tab: "all", page: 1, perPage: 2 } as const;
    expect(await campaignsScreenData(page)).toEqual({
      cards: await campaignCards(page),
      stats,
      timeZone: "Asia/Singapore",
    });
    expect(await campaignsScreenData({ ...page, page: 5 })).toEqual({
      cards: [],
      stats,
      timeZone: "Asia/Singapore",
    });

    const other = await createTenant();
    expect(await campaignsScreenData({ ...page, workspaceId: other.workspaceId })).toMatchObject({
      cards: [],
      stats: { campaigns: 0, messagesSent: 0, openRate: 0 },
    });
  });
});

describe("campaignTimeline", () => {
  it("gives every day from the campaign's first to its last from the daily rows, and nothing to another workspace", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(1, "timeline.example.org"));
    const campaign = await newCampaign(tenant, listId);
    const empty = await campaignTimeline({ workspaceId: tenant.workspaceId, campaignId: campaign.id });
    expect(empty).toEqual([]);
    const db = await getDb();
    const row = { workspaceId: tenant.workspaceId, campaignId: campaign.id };
    await db.insert(campaignDailyStats).values([
      { ...row, day: "2026-03-30", sent: 5, delivered: 4, opened: 2, clicked: 1 },
      { ...row, day: "2026-04-02", sent: 2, opened: 3 },
    ]);
    expect(await campaignTimeline({ workspaceId: tenant.workspaceId, campaignId: campaign.id })).toEqual([
      { day: "2026-03-30", sent: 5, opened: 2, clicked: 1 },
      { day: "2026-03-31", sent: 0, opened: 0, clicked: 0 },
      { day: "2026-04-01", sent: 0, opened: 0, clicked: 0 },
      { day: "2026-04-02", sent: 2, opened: 3, clicked: 0 },
    ]);
    const other = await createTenant();
    expect(await campaignTimeline({ workspaceId: other.workspaceId, campaignId: campaign.id })).toEqual([]);
  });
});

describe("wizardLists", () => {
  it("lists the workspace's own lead lists with their sizes, newest first", async () => {
    const tenant = await createTenant();
    const first = await createList(tenant, people(2, "lists-a.example.org"));
    const second = await createList(tenant, people(1, "lists-b.example.org"));
    const lists = await wizardLists({ workspaceId: tenant.workspaceId });
    expect(lists.map((l) => [l.id, l.leads])).toEqual([
      [second, 1],
      [first, 2],
    ]);
    const other = await createTenant();
    expect(await wizardLists({ workspaceId: other.workspaceId })).toEqual([]);
  });
});
