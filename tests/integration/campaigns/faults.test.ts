/**
 * Each fault the issue names gets a clear outcome, and nothing is lost or sent twice: the provider
 * answering 429, 500, nothing (timeouts) or a malformed body past the client's retries; a list deleted
 * while its campaign waits for its time; a time in the past; resuming a paused campaign before and after
 * its time; two workers sharing one sender's daily limit across two campaigns.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { campaigns, leadLists, projects, sendingIdentityDays } from "@/db/schema";
import { createResendChannel } from "@/lib/campaigns/channels/email";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { LIST_DELETED_REASON } from "@/lib/campaigns/waiting-on-list";
import { changeCampaignStatus, createCampaign, startDueCampaigns } from "@/lib/campaigns/lifecycle";
import { campaignMessages, createCampaignSchema } from "@/lib/campaigns/validations";
import { deleteLeadList, getLeadLists } from "@/lib/lists/queries";
import { deleteProjectScrapes } from "@/lib/projects/delete-queries";
import { startFakeResend, type FakeResend, type ResendFault } from "@/tests/fakes/resend";
import {
  acceptedPerAddress,
  campaignRow,
  channelFor,
  countersAndRecount,
  createList,
  createTenant,
  deliveriesOf,
  expireLeases,
  newCampaign,
  people,
} from "./support";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  await fake.close();
});

function onceEach(domain: string, n: number) {
  const counts = [...acceptedPerAddress(fake).entries()].filter(([to]) => to.endsWith(`@${domain}`));
  expect(counts.map(([, c]) => c)).toEqual(Array.from({ length: n }, () => 1));
}

async function makeScheduled(domain: string, n = 2) {
  const tenant = await createTenant();
  const listId = await createList(tenant, people(n, domain));
  const campaign = await newCampaign(tenant, listId, {
    scheduleType: "later",
    scheduledFor: new Date(Date.now() + 3_600_000),
  });
  return { tenant, listId, campaign };
}

async function timeComes(campaignId: string) {
  const db = await getDb();
  await db
    .update(campaigns)
    .set({ scheduledFor: sql`now() - interval '1 minute'` })
    .where(eq(campaigns.id, campaignId));
}

describe("the provider misbehaving past the client's retries", () => {
  const cases: Array<[string, ResendFault[]]> = [
    ["429 with Retry-After", ["rate-limited", "rate-limited", "rate-limited", "rate-limited"]],
    ["500", ["server-error", "server-error", "server-error", "server-error"]],
    ["no answer (timeouts)", ["hang", "hang", "hang", "hang"]],
    ["a malformed body", ["malformed", "malformed", "malformed", "malformed"]],
    ["accepted, then no answer", ["accept-then-hang", "hang", "hang", "hang"]],
    ["accepted, then a truncated body", ["accept-then-malformed", "malformed", "malformed", "malformed"]],
  ];
  for (const [what, faults] of cases) {
    it(`${what}: the batch waits, then goes once and is counted once`, async () => {
      const domain = `${faults.join("-")}.example.org`;
      const tenant = await createTenant();
      const listId = await createList(tenant, people(3, domain));
      const campaign = await newCampaign(tenant, listId);
      const channel = createResendChannel(fake.apiKey, fake.baseUrl, { timeoutMs: 300 });
      fake.fail(...faults);
      const first = await dispatchCampaign(campaign.id, { channel });
      expect(first).toMatchObject({ sent: 0, done: false });
      expect(first.wakeAt!.getTime()).toBeGreaterThan(Date.now());
      expect((await deliveriesOf(campaign.id)).map((d) => d.status)).toEqual([
        "sending",
        "sending",
        "sending",
      ]);
      await expireLeases(campaign.id);
      await dispatchCampaign(campaign.id, { channel });
      onceEach(domain, 3);
      expect(await campaignRow(campaign.id)).toMatchObject({ status: "sent", sentCount: 3, queuedCount: 0 });
      const { counters, recount } = await countersAndRecount(campaign.id);
      expect(counters).toEqual(recount);
    });
  }

  it("an answer lost once: the client's retry under the same key gets the first answer", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(2, "lost-once.example.org"));
    const campaign = await newCampaign(tenant, listId);
    fake.fail("accept-then-malformed");
    expect(await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).toEqual({
      sent: 2,
      done: true,
    });
    onceEach("lost-once.example.org", 2);
  });
});

describe("scheduling", () => {
  it("refuses a campaign scheduled in the past, in the schema and in the engine", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(1, "past.example.org"));
    const input = {
      name: "Late",
      listId,
      subject: "Hi",
      body: "Hello",
      scheduleType: "later",
      scheduledFor: new Date(Date.now() - 86_400_000),
    };
    const parsed = createCampaignSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([campaignMessages.dateInPast]);
    const bypassed = createCampaignSchema.parse({ ...input, scheduledFor: new Date(Date.now() + 60_000) });
    await expect(
      createCampaign({
        workspaceId: tenant.workspaceId,
        userId: tenant.userId,
        input: { ...bypassed, scheduledFor: new Date(Date.now() - 86_400_000) },
      }),
    ).rejects.toMatchObject({ code: "bad_request", message: campaignMessages.dateInPast });
    const db = await getDb();
    expect(await db.select().from(campaigns).where(eq(campaigns.workspaceId, tenant.workspaceId))).toEqual(
      [],
    );
  });

  it("starts a scheduled campaign only when its time comes", async () => {
    const { campaign } = await makeScheduled("ontime.example.org");
    expect(await startDueCampaigns()).not.toContain(campaign.id);
    expect((await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).sent).toBe(0);
    await timeComes(campaign.id);
    expect(await startDueCampaigns()).toContain(campaign.id);
    expect((await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).sent).toBe(2);
    onceEach("ontime.example.org", 2);
  });

  it("ends a campaign whose list is deleted while it waits, with the reason, and sends nothing at its time", async () => {
    const { tenant, listId, campaign } = await makeScheduled("deleted.example.org");
    await deleteLeadList({ workspaceId: tenant.workspaceId, listId });
    const ended = { status: "failed", error: LIST_DELETED_REASON, recipientsCount: 0 };
    expect(await campaignRow(campaign.id)).toMatchObject(ended);
    await timeComes(campaign.id);
    expect(await startDueCampaigns()).not.toContain(campaign.id);
    const report = await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    expect(report.sent).toBe(0);
    expect(await campaignRow(campaign.id)).toMatchObject(ended);
    expect(await deliveriesOf(campaign.id)).toEqual([]);
    expect(acceptedPerAddress(fake).get("p0@deleted.example.org")).toBeUndefined();
  });

  it("names the campaigns waiting on a list in By File, and deleting it ends those only", async () => {
    const { tenant, listId, campaign: waiting } = await makeScheduled("waiting.example.org");
    const paused = await newCampaign(tenant, listId, {
      name: "Paused later",
      scheduleType: "later",
      scheduledFor: new Date(Date.now() + 7_200_000),
    });
    await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      actor: { userId: tenant.userId, name: "Test" },
      campaignId: paused.id,
      action: "pause",
    });
    const started = await newCampaign(tenant, listId, { name: "Started", scheduleType: "now" });
    const otherList = await createList(tenant, people(1, "elsewhere.example.org"));
    const elsewhere = await newCampaign(tenant, otherList, {
      name: "Elsewhere",
      scheduleType: "later",
      scheduledFor: new Date(Date.now() + 3_600_000),
    });
    const stranger = await makeScheduled("stranger.example.org");

    const lists = await getLeadLists({ workspaceId: tenant.workspaceId });
    const waitingOn = (id: string) => lists.rows.find((row) => row.id === id)?.waitingCampaigns;
    expect(waitingOn(listId)).toEqual(["Spring", "Paused later"]);
    expect(waitingOn(otherList)).toEqual(["Elsewhere"]);

    // Another workspace's list id changes nothing here, and is not found.
    await expect(
      deleteLeadList({ workspaceId: tenant.workspaceId, listId: stranger.listId }),
    ).rejects.toThrow();
    expect(await campaignRow(stranger.campaign.id)).toMatchObject({ status: "scheduled" });

    await deleteLeadList({ workspaceId: tenant.workspaceId, listId });
    expect(await campaignRow(waiting.id)).toMatchObject({ status: "failed", error: LIST_DELETED_REASON });
    expect(await campaignRow(paused.id)).toMatchObject({ status: "failed", error: LIST_DELETED_REASON });
    expect((await campaignRow(started.id)).status).toBe("sending");
    expect(await campaignRow(elsewhere.id)).toMatchObject({ status: "scheduled", error: null });
  });

  it("ends the campaigns waiting on a deleted project's lists, as a deleted list does", async () => {
    const { tenant, listId, campaign } = await makeScheduled("project.example.org");
    const db = await getDb();
    const [project] = await db
      .insert(projects)
      .values({
        workspaceId: tenant.workspaceId,
        name: "Clinics",
        description: "Dental clinics",
        industry: "Health",
      })
      .returning({ id: projects.id });
    await db.update(leadLists).set({ projectId: project!.id }).where(eq(leadLists.id, listId));
    expect(
      await deleteProjectScrapes({ workspaceId: tenant.workspaceId, projectId: project!.id }),
    ).toMatchObject({
      lists: 1,
    });
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "failed", error: LIST_DELETED_REASON });
  });

  it("resumes a paused campaign before its time as scheduled, and after its time sends at once", async () => {
    const { tenant, campaign } = await makeScheduled("resume.example.org");
    const act = (action: "pause" | "resume") =>
      changeCampaignStatus({
        workspaceId: tenant.workspaceId,
        actor: { userId: tenant.userId, name: "Test" },
        campaignId: campaign.id,
        action,
      });
    expect(await act("pause")).toMatchObject({ status: "paused" });
    expect(await act("resume")).toMatchObject({ status: "scheduled", startedAt: null });
    expect((await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).sent).toBe(0);
    await act("pause");
    await timeComes(campaign.id);
    expect(await act("resume")).toMatchObject({ status: "sending" });
    expect((await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).sent).toBe(2);
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "sent", sentCount: 2 });
  });
});

describe("one sender's daily limit", () => {
  it("holds across two campaigns dispatched by two workers at once", async () => {
    const tenant = await createTenant();
    const a = await newCampaign(tenant, await createList(tenant, people(12, "shared-a.example.org")), {
      dailyLimit: 15,
    });
    const b = await newCampaign(tenant, await createList(tenant, people(12, "shared-b.example.org")), {
      dailyLimit: 15,
    });
    expect(a.senderIdentityId).toBe(b.senderIdentityId);
    const channel = channelFor(fake);
    const small = {
      ...channel,
      capabilities: { ...channel.capabilities, batchSize: 2 },
      send: channel.send.bind(channel),
    };
    const reports = await Promise.all([
      dispatchCampaign(a.id, { channel: small }),
      dispatchCampaign(b.id, { channel: small }),
      dispatchCampaign(a.id, { channel: small }),
      dispatchCampaign(b.id, { channel: small }),
    ]);
    expect(reports.reduce((total, r) => total + r.sent, 0)).toBe(15);
    const db = await getDb();
    const days = await db
      .select()
      .from(sendingIdentityDays)
      .where(eq(sendingIdentityDays.identityId, a.senderIdentityId!));
    expect(days.map((d) => d.sent)).toEqual([15]);
    const sent = (await campaignRow(a.id)).sentCount + (await campaignRow(b.id)).sentCount;
    expect(sent).toBe(15);
    const accepted = [...acceptedPerAddress(fake).entries()].filter(([to]) =>
      /@shared-[ab]\.example\.org$/.test(to),
    );
    expect(accepted).toHaveLength(15);
    expect(accepted.every(([, n]) => n === 1)).toBe(true);
  });
});
