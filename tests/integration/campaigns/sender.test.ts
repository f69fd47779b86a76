/**
 * A campaign's emails come from its creator, with replies to them, while they are a member of the
 * workspace; a campaign still waiting when they leave or are removed sends as the workspace's owner,
 * so that no reply from a lead reaches someone outside it, and the owner hears that it finished.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { memberships, notifications, users } from "@/db/schema";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { removeMember } from "@/lib/teams/member-queries";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";
import { channelFor, createList, createTenant, newCampaign, people, type Tenant } from "./support";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  await fake.close();
});

async function nameOf(userId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row!.name;
}

async function campaignNotices(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, "campaigns")));
  return rows.map((r) => r.title);
}

/** What the fake accepted for the campaign's recipients: one sender and reply-to per message. */
function sendersTo(domain: string) {
  return fake.accepted
    .filter((a) => a.to.endsWith(`@${domain}`))
    .map((a) => ({ from: a.from, replyTo: a.replyTo }));
}

describe("a campaign's sender", () => {
  it("is the creator while a member, and the owner once the creator has been removed", async () => {
    const owner = await createTenant();
    const colleague: Tenant = await createTenant();
    const db = await getDb();
    await db
      .insert(memberships)
      .values({ userId: colleague.userId, workspaceId: owner.workspaceId, role: "admin" });
    const inOwnersWorkspace = { ...colleague, workspaceId: owner.workspaceId };

    const before = await newCampaign(
      inOwnersWorkspace,
      await createList(owner, people(2, "sender-before.example.org")),
    );
    await dispatchCampaign(before.id, { channel: channelFor(fake) });
    const colleagueName = await nameOf(colleague.userId);
    expect(sendersTo("sender-before.example.org")).toEqual(
      Array(2).fill({
        from: expect.stringMatching(new RegExp(`^"${colleagueName}" <`)),
        replyTo: colleague.email,
      }),
    );

    const waiting = await newCampaign(
      inOwnersWorkspace,
      await createList(owner, people(2, "sender-after.example.org")),
    );
    await removeMember({ workspaceId: owner.workspaceId, userId: colleague.userId });
    await dispatchCampaign(waiting.id, { channel: channelFor(fake) });
    const ownerName = await nameOf(owner.userId);
    expect(sendersTo("sender-after.example.org")).toEqual(
      Array(2).fill({
        from: expect.stringMatching(new RegExp(`^"${ownerName}" <`)),
        replyTo: owner.email,
      }),
    );
    expect(await campaignNotices(colleague.userId)).toEqual(["Campaign finished: Spring"]);
    expect(await campaignNotices(owner.userId)).toEqual(["Campaign finished: Spring"]);
  });
});
