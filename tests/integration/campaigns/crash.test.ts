/**
 * Exactly once through crashes: a worker that dies after claiming, after the provider accepted but
 * before the outcome was written, or whose answer was lost on the way back; and a batch whose outcome
 * stayed unknown past the provider's key window is marked unknown, never resent.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { createResendChannel } from "@/lib/campaigns/channels/email";
import { claimDueDeliveries } from "@/lib/campaigns/claim";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { expandCampaign } from "@/lib/campaigns/expand";
import { buildMessage } from "@/lib/campaigns/message";
import { campaignStepId } from "@/lib/campaigns/queries";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";
import {
  acceptedPerAddress,
  campaignRow,
  channelFor,
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

async function campaignWith(n: number, domain: string) {
  const tenant = await createTenant();
  const listId = await createList(tenant, people(n, domain));
  const campaign = await newCampaign(tenant, listId);
  await expandCampaign(campaign, await campaignStepId(campaign.id));
  const rule = {
    identityId: campaign.senderIdentityId!,
    delaySeconds: 0,
    dailyLimit: 10_000,
    timeZone: "UTC",
  };
  return { tenant, campaign, rule };
}

function everyoneOnce(domain: string, n: number) {
  const counts = [...acceptedPerAddress(fake).entries()].filter(([to]) => to.endsWith(`@${domain}`));
  expect(counts).toHaveLength(n);
  expect(counts.every(([, c]) => c === 1)).toBe(true);
}

describe("a worker that dies", () => {
  it("after claiming: its batch is taken over once its lease expires and sent once", async () => {
    const { campaign, rule } = await campaignWith(5, "claimed.example.org");
    const claim = await claimDueDeliveries(campaign.id, rule, 100);
    expect(claim.kind).toBe("claimed");
    // Before the lease expires nobody else may take the batch.
    expect((await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).sent).toBe(0);
    await expireLeases(campaign.id);
    expect((await dispatchCampaign(campaign.id, { channel: channelFor(fake) })).sent).toBe(5);
    everyoneOnce("claimed.example.org", 5);
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "sent", sentCount: 5, queuedCount: 0 });
  });

  it("after the provider accepted, before the outcome was written: the same key sends nothing more", async () => {
    const { tenant, campaign, rule } = await campaignWith(4, "accepted.example.org");
    const claim = await claimDueDeliveries(campaign.id, rule, 100);
    if (claim.kind !== "claimed") throw new Error("nothing claimed");
    const campaignText = {
      id: campaign.id,
      subject: "Hello {{firstName|there}}",
      body: "Hi {{firstName|there}} at {{company}},\n\nA word from us.",
    };
    // The message exactly as the dispatcher builds it: a key reused with another payload is refused.
    const [user] = await (await getDb()).select().from(users).where(eq(users.id, tenant.userId));
    const sender = { name: user!.name, replyTo: user!.email, signature: null };
    const messages = claim.batch.deliveries.map((d) => buildMessage(campaignText, sender, d));
    await channelFor(fake).send(messages, claim.batch.batchKey);
    await expireLeases(campaign.id);
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    everyoneOnce("accepted.example.org", 4);
    const rows = await deliveriesOf(campaign.id);
    expect(rows.every((r) => r.status === "sent" && r.providerMessageId)).toBe(true);
    expect(rows.every((r) => r.attempts === 2)).toBe(true);
  });

  it("whose answer was lost: the client's retry under the same key gets the first answer", async () => {
    const { campaign } = await campaignWith(3, "lost.example.org");
    fake.fail("accept-then-hang");
    const channel = createResendChannel(fake.apiKey, fake.baseUrl, { timeoutMs: 500 });
    await dispatchCampaign(campaign.id, { channel });
    everyoneOnce("lost.example.org", 3);
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "sent", sentCount: 3 });
  });

  it("past the provider's key window: the batch is marked unknown and not resent", async () => {
    const { campaign, rule } = await campaignWith(2, "window.example.org");
    const claim = await claimDueDeliveries(campaign.id, rule, 100);
    expect(claim.kind).toBe("claimed");
    const db = await getDb();
    await db.execute(sql`
      update campaign_deliveries set first_attempt_at = now() - interval '25 hours', heartbeat_at = now() - interval '25 hours'
      where campaign_id = ${campaign.id}`);
    const before = fake.received.length;
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    expect(fake.received.length).toBe(before);
    const rows = await deliveriesOf(campaign.id);
    expect(rows.map((r) => r.status)).toEqual(["unknown", "unknown"]);
    expect(await campaignRow(campaign.id)).toMatchObject({
      status: "failed",
      unknownCount: 2,
      queuedCount: 0,
    });
  });

  it("while the provider is down past the client's retries: the batch waits, then goes once", async () => {
    const { campaign } = await campaignWith(2, "outage.example.org");
    fake.fail("server-error", "server-error", "server-error", "server-error");
    const first = await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    expect(first).toMatchObject({ sent: 0, done: false });
    expect((await deliveriesOf(campaign.id)).map((r) => r.status)).toEqual(["sending", "sending"]);
    await expireLeases(campaign.id);
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    everyoneOnce("outage.example.org", 2);
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "sent", sentCount: 2 });
  });
});
