/**
 * Edit message: a campaign that has not started gets a new subject and body, which every recipient then
 * receives; a message naming an unknown field, a campaign already sending and another workspace's campaign
 * are refused, each leaving the message as it was.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { activityLog, campaigns, campaignSteps, memberships, notifications } from "@/db/schema";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import {
  editCampaignMessage,
  editMessageSchema,
  notStartedOnly,
  previewEditedMessage,
} from "@/lib/campaigns/edit-message";
import { changeCampaignStatus, startDueCampaigns } from "@/lib/campaigns/lifecycle";
import { campaignMessages } from "@/lib/campaigns/validations";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";
import { rescheduleCampaign } from "@/lib/campaigns/reschedule";
import { wallClockIn } from "@/lib/campaigns/schedule-time";
import {
  channelFor,
  createList,
  createTenant,
  newCampaign,
  people,
  scheduledCampaign,
  type Tenant,
} from "./support";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  await fake.close();
});

async function messageOf(campaignId: string) {
  const db = await getDb();
  const [step] = await db
    .select({ subject: campaignSteps.subject, body: campaignSteps.body })
    .from(campaignSteps)
    .where(eq(campaignSteps.campaignId, campaignId));
  return step!;
}

const self = (tenant: Tenant) => ({ userId: tenant.userId, name: "Owner" });

async function campaignNotices(userId: string) {
  const db = await getDb();
  return db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, "campaigns")));
}

const rewritten = { subject: "New plans, {{firstName|friend}}", body: "Dear {{firstName}} of {{company}}" };

/** `rewritten` as the campaign's message, edited in `tenant`'s workspace by `actor` (its owner unless named). */
const rewrite = (tenant: Tenant, campaignId: string, actor = self(tenant)) =>
  editCampaignMessage({ workspaceId: tenant.workspaceId, campaignId, ...rewritten, actor });

describe("editing a campaign's message", () => {
  it("rewrites a scheduled campaign's message, which its recipients then receive", async () => {
    const { tenant, campaign } = await scheduledCampaign("edit-message-sent.example.org");
    await rewrite(tenant, campaign.id);
    expect(await messageOf(campaign.id)).toEqual(rewritten);

    const db = await getDb();
    await db
      .update(campaigns)
      .set({ scheduledFor: sql`now() - interval '1 minute'` })
      .where(eq(campaigns.id, campaign.id));
    expect(await startDueCampaigns()).toContain(campaign.id);
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    const received = fake.accepted.filter((a) => a.to.endsWith("@edit-message-sent.example.org"));
    expect(received.map((a) => a.subject).sort()).toEqual(["New plans, Person", "New plans, Person"]);
    expect(received.every((a) => /Dear Person of Co \d/.test(a.html))).toBe(true);
  });

  it("edits a campaign paused before its time", async () => {
    const { tenant, campaign } = await scheduledCampaign("edit-message-paused.example.org");
    await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      campaignId: campaign.id,
      action: "pause",
      actor: { userId: tenant.userId, name: "Owner" },
    });
    await rewrite(tenant, campaign.id);
    expect(await messageOf(campaign.id)).toEqual(rewritten);
  });

  it("refuses an unknown field or an empty subject with the wizard's messages", () => {
    const parsed = editMessageSchema.safeParse({
      campaignId: crypto.randomUUID(),
      subject: " ",
      body: "Hi {{favouriteColour}}",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["subject", campaignMessages.subjectRequired],
      ["body", campaignMessages.unknownField("favouriteColour")],
    ]);
  });

  it("refuses a campaign that is sending, and another workspace's campaign as not found", async () => {
    const tenant = await createTenant();
    const sending = await newCampaign(
      tenant,
      await createList(tenant, people(1, "edit-message-now.example.org")),
    );
    const before = await messageOf(sending.id);
    await expect(rewrite(tenant, sending.id)).rejects.toThrow(notStartedOnly);
    expect(await messageOf(sending.id)).toEqual(before);

    const { campaign } = await scheduledCampaign("edit-message-foreign.example.org");
    const theirs = await messageOf(campaign.id);
    await expect(rewrite(tenant, campaign.id)).rejects.toThrow("Campaign not found.");
    expect(await messageOf(campaign.id)).toEqual(theirs);
  });

  it("tells the creator when someone else rewrites or moves their campaign, and not when they do", async () => {
    const { tenant: creator, campaign } = await scheduledCampaign("edit-message-told.example.org");
    await rewrite(creator, campaign.id);
    expect(await campaignNotices(creator.userId)).toEqual([]);

    const colleague = await createTenant();
    const db = await getDb();
    await db
      .insert(memberships)
      .values({ userId: colleague.userId, workspaceId: creator.workspaceId, role: "admin" });
    const actor = { userId: colleague.userId, name: "Grace Admin" };
    await rewrite(creator, campaign.id, actor);
    const nextWeek = wallClockIn(new Date(Date.now() + 7 * 86_400_000), "UTC").date;
    await rescheduleCampaign({
      workspaceId: creator.workspaceId,
      campaignId: campaign.id,
      scheduledDate: nextWeek,
      scheduledTime: "09:30",
      timeZone: "UTC",
      actor,
    });
    expect(await campaignNotices(creator.userId)).toEqual(
      expect.arrayContaining([
        {
          title: "Campaign changed: Spring",
          body: "Grace Admin rewrote its message, which goes out under your name.",
        },
        {
          title: "Campaign changed: Spring",
          body: expect.stringMatching(/^Grace Admin moved it to .+, 9:30 AM UTC\.$/),
        },
      ]),
    );
    expect(await campaignNotices(creator.userId)).toHaveLength(2);
    expect(await campaignNotices(colleague.userId)).toEqual([]);
    // Every change, the creator's own included, is in the workspace's recent activity.
    const changes = await db
      .select({ userId: activityLog.userId, subject: activityLog.subject, href: activityLog.href })
      .from(activityLog)
      .where(
        and(eq(activityLog.workspaceId, creator.workspaceId), eq(activityLog.action, "campaign.changed")),
      );
    const entry = { subject: "Spring", href: `/campaigns?campaign=${campaign.id}` };
    expect(changes).toEqual(
      expect.arrayContaining([
        { userId: creator.userId, ...entry },
        { userId: colleague.userId, ...entry },
      ]),
    );
    expect(changes.filter((c) => c.userId === colleague.userId)).toHaveLength(2);
    expect(changes).toHaveLength(3);
  });

  it("previews the message being written for one of the campaign's own recipients", async () => {
    const { tenant, campaign } = await scheduledCampaign("edit-message-preview.example.org");
    const preview = await previewEditedMessage({
      workspaceId: tenant.workspaceId,
      campaignId: campaign.id,
      ...rewritten,
    });
    expect(preview.recipient?.email).toMatch(/@edit-message-preview\.example\.org$/);
    expect(preview.subject).toBe("New plans, Person");
    expect(preview.email?.html).toMatch(/Dear Person of Co \d/);
    expect(preview.errors).toEqual([]);
    const unknown = await previewEditedMessage({
      workspaceId: tenant.workspaceId,
      campaignId: campaign.id,
      subject: "Hi",
      body: "About {{favouriteColour}}",
    });
    expect(unknown.errors).toEqual([campaignMessages.unknownField("favouriteColour")]);
    // The message is unchanged: a preview writes nothing.
    expect(await messageOf(campaign.id)).not.toEqual(rewritten);

    const other = await createTenant();
    await expect(
      previewEditedMessage({ workspaceId: other.workspaceId, campaignId: campaign.id, ...rewritten }),
    ).rejects.toThrow("Campaign not found.");
  });
});
