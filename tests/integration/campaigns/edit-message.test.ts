/**
 * Edit message: a campaign that has not started gets a new subject and body, which every recipient then
 * receives; a message naming an unknown field, a campaign already sending and another workspace's campaign
 * are refused, each leaving the message as it was.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { campaigns, campaignSteps } from "@/db/schema";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { editCampaignMessage, editMessageSchema, notStartedOnly } from "@/lib/campaigns/edit-message";
import { changeCampaignStatus, startDueCampaigns } from "@/lib/campaigns/lifecycle";
import { campaignMessages } from "@/lib/campaigns/validations";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";
import { channelFor, createList, createTenant, newCampaign, people } from "./support";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  await fake.close();
});

async function scheduledCampaign(domain: string) {
  const tenant = await createTenant();
  const listId = await createList(tenant, people(2, domain));
  const campaign = await newCampaign(tenant, listId, {
    scheduleType: "later",
    scheduledFor: new Date(Date.now() + 86_400_000),
  });
  return { tenant, campaign };
}

async function messageOf(campaignId: string) {
  const db = await getDb();
  const [step] = await db
    .select({ subject: campaignSteps.subject, body: campaignSteps.body })
    .from(campaignSteps)
    .where(eq(campaignSteps.campaignId, campaignId));
  return step!;
}

const rewritten = { subject: "New plans, {{firstName|friend}}", body: "Dear {{firstName}} of {{company}}" };

describe("editing a campaign's message", () => {
  it("rewrites a scheduled campaign's message, which its recipients then receive", async () => {
    const { tenant, campaign } = await scheduledCampaign("edit-message-sent.example.org");
    await editCampaignMessage({ workspaceId: tenant.workspaceId, campaignId: campaign.id, ...rewritten });
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
    await editCampaignMessage({ workspaceId: tenant.workspaceId, campaignId: campaign.id, ...rewritten });
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
    await expect(
      editCampaignMessage({ workspaceId: tenant.workspaceId, campaignId: sending.id, ...rewritten }),
    ).rejects.toThrow(notStartedOnly);
    expect(await messageOf(sending.id)).toEqual(before);

    const { campaign } = await scheduledCampaign("edit-message-foreign.example.org");
    const theirs = await messageOf(campaign.id);
    await expect(
      editCampaignMessage({ workspaceId: tenant.workspaceId, campaignId: campaign.id, ...rewritten }),
    ).rejects.toThrow("Campaign not found.");
    expect(await messageOf(campaign.id)).toEqual(theirs);
  });
});
