/**
 * The campaign engine on a real database against the local Resend: expansion and its skip reasons,
 * dispatch through the batch endpoint exactly once, pace, daily limit, pause/resume/cancel, provider
 * faults, and suppression read again at send time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { expandBatch, expandCampaign } from "@/lib/campaigns/expand";
import { changeCampaignStatus } from "@/lib/campaigns/lifecycle";
import { NOTHING_SENT_REASON } from "@/lib/campaigns/outcomes";
import { campaignStepId } from "@/lib/campaigns/queries";
import { campaignMessages } from "@/lib/campaigns/validations";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";
import {
  acceptedPerAddress,
  campaignRow,
  channelFor,
  createList,
  createTenant,
  deliveriesOf,
  newCampaign,
  paceDue,
  people,
  saveHarbourProfile,
  suppress,
} from "./support";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  await fake.close();
});

describe("expansion", () => {
  it("queues one delivery per sendable recipient and keeps every skipped one with its reason", async () => {
    const tenant = await createTenant();
    await suppress(tenant, "gone@example.org");
    const listId = await createList(tenant, [
      { name: "Ada Lovelace", email: "Ada@Example.org" },
      { name: "No Address" },
      { name: "Bad Address", email: "not-an-address" },
      { name: "Ada Again", email: "ada@example.org " },
      { name: "Gone", email: "gone@example.org" },
      { name: "Grace Hopper", email: "grace@example.org" },
    ]);
    const campaign = await newCampaign(tenant, listId);
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });

    const rows = await deliveriesOf(campaign.id);
    expect(rows.map((r) => [r.address, r.status, r.skipReason])).toEqual([
      ["ada@example.org", "sent", null],
      [null, "skipped", "no_address"],
      ["not-an-address", "skipped", "invalid_address"],
      ["ada@example.org", "skipped", "duplicate"],
      ["gone@example.org", "skipped", "suppressed"],
      ["grace@example.org", "sent", null],
    ]);
    expect(await campaignRow(campaign.id)).toMatchObject({
      status: "sent",
      recipientsCount: 6,
      sentCount: 2,
      skippedCount: 4,
      queuedCount: 0,
      failedCount: 0,
    });
  });

  it("reads the contact record's verification: invalid is skipped, risky is sent unless excluded", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, [
      { name: "Checked", email: "ok@example.org", emailStatus: "valid" },
      { name: "Bounces", email: "dead@example.org", emailStatus: "invalid" },
      { name: "Catch All", email: "maybe@example.org", emailStatus: "risky" },
    ]);
    const sending = await newCampaign(tenant, listId);
    const careful = await newCampaign(tenant, listId, { excludeRisky: true });
    for (const c of [sending, careful]) {
      await expandCampaign(c, await campaignStepId(c.id));
    }
    const statuses = async (id: string) =>
      (await deliveriesOf(id)).map((r) => [r.address, r.status, r.skipReason]);
    expect(await statuses(sending.id)).toEqual([
      ["ok@example.org", "queued", null],
      ["dead@example.org", "skipped", "invalid_address"],
      ["maybe@example.org", "queued", null],
    ]);
    expect((await statuses(careful.id))[2]).toEqual(["maybe@example.org", "skipped", "risky_address"]);
  });

  it("finds duplicates across expansion batches and resumes after a crash without adding twice", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, [...people(5), { name: "Twin", email: "p1@example.org" }]);
    const campaign = await newCampaign(tenant, listId);
    const stepId = await campaignStepId(campaign.id);
    expect(await expandBatch(campaign, stepId, 4)).toBe(4);
    expect(await expandBatch(campaign, stepId, 4)).toBe(2);
    expect(await expandBatch(campaign, stepId, 4)).toBe(0);
    const rows = await deliveriesOf(campaign.id);
    expect(rows).toHaveLength(6);
    expect(rows.at(-1)).toMatchObject({
      address: "p1@example.org",
      status: "skipped",
      skipReason: "duplicate",
    });
    expect(await campaignRow(campaign.id)).toMatchObject({
      recipientsCount: 6,
      queuedCount: 5,
      skippedCount: 1,
    });
  });
});

describe("dispatch", () => {
  it("sends each recipient one personalised, escaped message with one-click unsubscribe, in batches of up to 100", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, [
      ...people(149),
      { name: "<script>alert(1)</script> Eve", email: "eve@example.org", company: "A & B" },
    ]);
    const campaign = await newCampaign(tenant, listId, {
      body: "Hi {{firstName|there}} from {{company}} <script>x()</script>",
    });
    const before = fake.received.length;
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });

    const batchCalls = fake.received.slice(before).filter((r) => r.path === "/emails/batch");
    expect(batchCalls).toHaveLength(2);
    expect(new Set(batchCalls.map((r) => r.idempotencyKey)).size).toBe(2);
    const counts = acceptedPerAddress(fake);
    expect(counts.get("p0@example.org")).toBe(1);
    const eve = fake.accepted.find((a) => a.to === "eve@example.org")!;
    expect(eve.html).not.toContain("<script>");
    expect(eve.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(eve.html).toContain("A &amp; B");
    expect(eve.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(eve.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\/[0-9a-f-]{36}\.[\w-]+>$/,
    );
    expect(eve.html).toMatch(/\/unsubscribe\/[0-9a-f-]{36}\./);
    expect(fake.accepted.find((a) => a.to === "p3@example.org")?.subject).toBe("Hello Person");
    // No business profile saved yet: no signature.
    expect(eve.html).not.toContain('role="presentation"');
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "sent", sentCount: 150, queuedCount: 0 });
    const rows = await deliveriesOf(campaign.id);
    expect(rows.every((r) => r.providerMessageId && r.status === "sent")).toBe(true);
  });

  it("ends every email with the business profile's signature, postal address included", async () => {
    const tenant = await createTenant();
    await saveHarbourProfile(tenant);
    const listId = await createList(tenant, people(1, "signed.example.org"));
    const campaign = await newCampaign(tenant, listId);
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    const sent = fake.accepted.find((a) => a.to === "p0@signed.example.org")!;
    expect(sent.html).toContain('role="presentation"');
    expect(sent.html).toContain('<strong style="font-size:15px">Harbour &amp; Co</strong>');
    expect(sent.html).toContain("1 Quay Street, Bristol, BS1 4DJ, United Kingdom");
    expect(sent.html.indexOf("Harbour &amp; Co")).toBeLessThan(sent.html.indexOf(">Unsubscribe<"));
  });

  it("spaces messages by the delay: one per due pace, the next waits, and the campaign says when", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(3, "pace.example.org"));
    const campaign = await newCampaign(tenant, listId, { delayMinutes: 5 });
    const first = await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    expect(first.sent).toBe(1);
    expect(first.wakeAt!.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(await campaignRow(campaign.id)).toMatchObject({
      sentCount: 1,
      waitingReason: expect.stringMatching(
        /^One message every 5 minutes; the next goes out \w{3} \d+, \d{4}, /,
      ),
    });
    await paceDue(campaign.senderIdentityId!);
    expect((await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).sent).toBe(1);
    expect((await campaignRow(campaign.id)).status).toBe("sending");
  });

  it("never passes the daily limit across two concurrent workers, and says when it resumes", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(40, "limit.example.org"));
    const campaign = await newCampaign(tenant, listId, { dailyLimit: 25 });
    const channel = channelFor(fake);
    // A small batch so the two workers interleave many claims.
    const small = {
      ...channel,
      capabilities: { ...channel.capabilities, batchSize: 3 },
      send: channel.send.bind(channel),
    };
    const reports = await Promise.all([
      dispatchCampaign(campaign.id, { channel: small }),
      dispatchCampaign(campaign.id, { channel: small }),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(25);
    const row = await campaignRow(campaign.id);
    expect(row).toMatchObject({ status: "sending", sentCount: 25, queuedCount: 15 });
    expect(row.waitingReason).toMatch(/^Daily limit reached; sending resumes \w{3} \d+, \d{4}, 12:00 AM /);
    const counts = acceptedPerAddress(fake);
    expect(
      [...counts.entries()].filter(([to]) => to.endsWith("@limit.example.org")).every(([, n]) => n === 1),
    ).toBe(true);
  });

  it("pauses, resumes and cancels without skipping or resending anyone", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(6, "pause.example.org"));
    const campaign = await newCampaign(tenant, listId, { delayMinutes: 1 });
    const channel = channelFor(fake);
    expect((await dispatchCampaign(campaign.id, { channel })).sent).toBe(1);
    await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      actor: { userId: tenant.userId, name: "Test" },
      campaignId: campaign.id,
      action: "pause",
    });
    await paceDue(campaign.senderIdentityId!);
    expect((await dispatchCampaign(campaign.id, { channel })).sent).toBe(0);
    await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      actor: { userId: tenant.userId, name: "Test" },
      campaignId: campaign.id,
      action: "resume",
    });
    expect((await dispatchCampaign(campaign.id, { channel })).sent).toBe(1);
    const cancelled = await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      actor: { userId: tenant.userId, name: "Test" },
      campaignId: campaign.id,
      action: "cancel",
    });
    expect(cancelled).toMatchObject({ status: "cancelled", skippedCount: 4 });
    await paceDue(campaign.senderIdentityId!);
    expect((await dispatchCampaign(campaign.id, { channel })).sent).toBe(0);
    const sent = (await deliveriesOf(campaign.id)).filter((d) => d.status === "sent").map((d) => d.address);
    expect(sent).toEqual(["p0@pause.example.org", "p1@pause.example.org"]);
    const other = await createTenant();
    await expect(
      changeCampaignStatus({
        workspaceId: other.workspaceId,
        actor: { userId: other.userId, name: "Test" },
        campaignId: campaign.id,
        action: "resume",
      }),
    ).rejects.toMatchObject({ code: "not_found:campaign" });
  });

  it("refuses a campaign that can reach nobody, and fails one whose every recipient was skipped by send time", async () => {
    const tenant = await createTenant();
    const nobody = await createList(tenant, [
      { name: "No Address" },
      { name: "Bad Address", email: "not-an-address" },
    ]);
    await expect(newCampaign(tenant, nobody)).rejects.toMatchObject({
      code: "bad_request",
      message: campaignMessages.nobodyToReach,
    });

    const listId = await createList(tenant, [{ name: "Ada Lovelace", email: "ada@gone.example.org" }]);
    const campaign = await newCampaign(tenant, listId);
    await suppress(tenant, "ada@gone.example.org");
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    expect(await campaignRow(campaign.id)).toMatchObject({
      status: "failed",
      error: NOTHING_SENT_REASON,
      sentCount: 0,
      skippedCount: 1,
    });
    expect(acceptedPerAddress(fake).get("ada@gone.example.org")).toBeUndefined();
  });

  it("honours an address suppressed after expansion", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(3, "late.example.org"));
    const campaign = await newCampaign(tenant, listId, { delayMinutes: 1 });
    const channel = channelFor(fake);
    await dispatchCampaign(campaign.id, { channel });
    await suppress(tenant, "p1@late.example.org");
    await paceDue(campaign.senderIdentityId!);
    await dispatchCampaign(campaign.id, { channel });
    const rows = await deliveriesOf(campaign.id);
    expect(rows.map((r) => [r.status, r.skipReason])).toEqual([
      ["sent", null],
      ["skipped", "suppressed"],
      ["sent", null],
    ]);
  });
});

describe("provider faults", () => {
  it("retries 429 and 500 through the kit and sends once", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(2, "retry.example.org"));
    const campaign = await newCampaign(tenant, listId);
    fake.fail("rate-limited", "server-error", "malformed");
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "sent", sentCount: 2 });
    expect(acceptedPerAddress(fake).get("p0@retry.example.org")).toBe(1);
  });

  it("fails a refused recipient with the provider's reason; every delivery failed makes the campaign failed", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(2, "refused.example.org"));
    const campaign = await newCampaign(tenant, listId);
    const refusing = createResendChannelWithKey("re_wrong_key");
    await dispatchCampaign(campaign.id, { channel: refusing });
    const rows = await deliveriesOf(campaign.id);
    expect(rows.map((r) => [r.status, r.error])).toEqual([
      ["failed", "API key is invalid."],
      ["failed", "API key is invalid."],
    ]);
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "failed", failedCount: 2 });
  });
});

function createResendChannelWithKey(key: string) {
  return channelFor({ ...fake, apiKey: key });
}
