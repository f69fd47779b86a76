import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as oneClickUnsubscribe } from "@/app/api/notifications/unsubscribe/[token]/route";
import { getDb } from "@/db";
import {
  emails,
  memberships,
  notificationEmailItems,
  notifications,
  notificationSettings,
} from "@/db/schema";
import { sendDigest, sendDueDigests } from "@/lib/notifications/digest";
import { notify } from "@/lib/notifications/notify";
import { listNotifications } from "@/lib/notifications/queries";
import { getNotificationSettings, saveNotificationSettings } from "@/lib/notifications/settings-queries";
import { unsubscribeCategoryByToken, unsubscribeLinkState } from "@/lib/notifications/unsubscribe";
import { notificationUnsubscribeToken } from "@/lib/notifications/unsubscribe-token";
import { ownerWithWorkspace } from "../teams/support";

const allOn = { billing: true, campaigns: true, leads: true, security: true, updates: true };

async function inAppTitles(userId: string) {
  const db = await getDb();
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((r) => r.title).sort();
}

async function digestEmails(address: string) {
  const db = await getDb();
  const rows = await db.select().from(emails).where(eq(emails.toAddress, address));
  return rows.filter((r) => r.template.startsWith("notification-digest-"));
}

const event = (workspaceId: string, userId: string, category: "leads" | "billing", title: string) => ({
  workspaceId,
  to: { userId },
  category,
  title,
});

describe("notify() obeys each user's settings per category and channel", () => {
  it("writes in-app and a digest item by default (all on)", async () => {
    const owner = await ownerWithWorkspace();
    expect(await getNotificationSettings({ userId: owner.user.id })).toEqual({
      emailAlerts: allOn,
      inAppAlerts: allOn,
    });
    const { digests } = await notify(event(owner.workspaceId, owner.user.id, "leads", "Scrape finished: A"));
    expect(digests).toEqual([{ userId: owner.user.id, category: "leads" }]);
    expect(await inAppTitles(owner.user.id)).toEqual(["Scrape finished: A"]);
  });

  it("in-app off writes no notification, email off writes no digest item, other categories unaffected", async () => {
    const owner = await ownerWithWorkspace();
    await saveNotificationSettings({
      userId: owner.user.id,
      settings: { emailAlerts: { ...allOn, leads: false }, inAppAlerts: { ...allOn, billing: false } },
    });
    await notify(event(owner.workspaceId, owner.user.id, "leads", "Leads event"));
    await notify(event(owner.workspaceId, owner.user.id, "billing", "Billing event"));
    expect(await inAppTitles(owner.user.id)).toEqual(["Leads event"]);
    const db = await getDb();
    const items = await db
      .select()
      .from(notificationEmailItems)
      .where(eq(notificationEmailItems.userId, owner.user.id));
    expect(items.map((i) => i.title)).toEqual(["Billing event"]);
  });

  it("never reaches a user outside the workspace, and 'admins' reaches owners and admins only", async () => {
    const owner = await ownerWithWorkspace();
    const stranger = await ownerWithWorkspace();
    const member = await ownerWithWorkspace();
    const admin = await ownerWithWorkspace();
    const db = await getDb();
    await db.insert(memberships).values([
      { workspaceId: owner.workspaceId, userId: member.user.id, role: "member" },
      { workspaceId: owner.workspaceId, userId: admin.user.id, role: "admin" },
    ]);
    await notify(event(owner.workspaceId, stranger.user.id, "leads", "Not yours"));
    expect(await inAppTitles(stranger.user.id)).toEqual([]);
    await notify({
      workspaceId: owner.workspaceId,
      to: "admins",
      category: "security",
      title: "Admins only",
    });
    expect(await inAppTitles(owner.user.id)).toEqual(["Admins only"]);
    expect(await inAppTitles(admin.user.id)).toEqual(["Admins only"]);
    expect(await inAppTitles(member.user.id)).toEqual([]);
  });

  it("saving settings touches only the signed-in user's rows", async () => {
    const a = await ownerWithWorkspace();
    const b = await ownerWithWorkspace();
    await saveNotificationSettings({
      userId: a.user.id,
      settings: { emailAlerts: { ...allOn, updates: false }, inAppAlerts: allOn },
    });
    expect((await getNotificationSettings({ userId: a.user.id })).emailAlerts.updates).toBe(false);
    expect((await getNotificationSettings({ userId: b.user.id })).emailAlerts.updates).toBe(true);
  });
});

describe("email digests", () => {
  it("batches a category into one email per 15 minutes, and sends the next batch once the window passes", async () => {
    const owner = await ownerWithWorkspace();
    const db = await getDb();
    await notify(event(owner.workspaceId, owner.user.id, "leads", "First"), db);
    expect(await sendDigest(owner.user.id, "leads")).not.toBeNull();
    await notify(event(owner.workspaceId, owner.user.id, "leads", "Second"), db);
    await notify(event(owner.workspaceId, owner.user.id, "leads", "Third"), db);
    // Inside the window: nothing more is sent, however often asked.
    expect(await sendDigest(owner.user.id, "leads")).toBeNull();
    await sendDueDigests();
    expect(await digestEmails(owner.email)).toHaveLength(1);
    // Another category has its own window.
    await notify(event(owner.workspaceId, owner.user.id, "billing", "Paid"), db);
    expect(await sendDigest(owner.user.id, "billing")).not.toBeNull();
    await db
      .update(notificationSettings)
      .set({ lastDigestAt: sql`now() - interval '16 minutes'` })
      .where(and(eq(notificationSettings.userId, owner.user.id), eq(notificationSettings.category, "leads")));
    await sendDueDigests();
    const sent = await digestEmails(owner.email);
    expect(sent).toHaveLength(3);
    const batch = sent.find((e) => e.subject === "Leads: 2 new notifications");
    expect(batch?.text).toContain("Second");
    expect(batch?.text).toContain("Third");
    expect(batch?.text).not.toContain("First");
  });

  it("two workers asking at once send one digest", async () => {
    const owner = await ownerWithWorkspace();
    await notify(event(owner.workspaceId, owner.user.id, "leads", "Once"), await getDb());
    const results = await Promise.all([
      sendDigest(owner.user.id, "leads"),
      sendDigest(owner.user.id, "leads"),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await digestEmails(owner.email)).toHaveLength(1);
  });

  it("the signed unsubscribe link turns that category's email off, signed out; a forged one changes nothing", async () => {
    const owner = await ownerWithWorkspace();
    const token = notificationUnsubscribeToken(owner.user.id, "leads");
    expect(await unsubscribeCategoryByToken(`${token.slice(0, -2)}xx`)).toBe(false);
    expect(await unsubscribeCategoryByToken(token.replace(".leads.", ".billing."))).toBe(false);
    expect((await getNotificationSettings({ userId: owner.user.id })).emailAlerts.leads).toBe(true);
    await notify(event(owner.workspaceId, owner.user.id, "leads", "Queued before"), await getDb());
    expect(await unsubscribeLinkState(token)).toEqual({ category: "Leads", off: false });
    expect(await unsubscribeLinkState(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await unsubscribeCategoryByToken(token)).toBe(true);
    // Opened again, the link says the emails are off rather than offering to turn them off.
    expect(await unsubscribeLinkState(token)).toEqual({ category: "Leads", off: true });
    const settings = await getNotificationSettings({ userId: owner.user.id });
    expect(settings.emailAlerts).toEqual({ ...allOn, leads: false });
    expect(settings.inAppAlerts).toEqual(allOn);
    // Items queued before the change are dropped, and new events write none.
    await notify(event(owner.workspaceId, owner.user.id, "leads", "After"));
    await sendDueDigests();
    expect(await digestEmails(owner.email)).toHaveLength(0);
  });

  it("the digest email carries the category's unsubscribe link", async () => {
    const owner = await ownerWithWorkspace();
    await notify(event(owner.workspaceId, owner.user.id, "billing", "Payment received"), await getDb());
    await sendDigest(owner.user.id, "billing");
    const [mail] = await digestEmails(owner.email);
    expect(mail?.subject).toBe("Billing: Payment received");
    expect(mail?.text).toContain(
      `/email-preferences/${notificationUnsubscribeToken(owner.user.id, "billing")}`,
    );
  });

  it("the digest carries RFC 8058 one-click headers, and a mail client's POST turns that category off", async () => {
    const owner = await ownerWithWorkspace();
    await notify(event(owner.workspaceId, owner.user.id, "billing", "Payment received"), await getDb());
    await sendDigest(owner.user.id, "billing");
    const [mail] = await digestEmails(owner.email);
    const token = notificationUnsubscribeToken(owner.user.id, "billing");
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/api/notifications/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const answer = await oneClickUnsubscribe(
      new Request(`http://localhost:3000/api/notifications/unsubscribe/${token}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      { params: Promise.resolve({ token }) },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ unsubscribed: true });
    const settings = await getNotificationSettings({ userId: owner.user.id });
    expect(settings.emailAlerts).toEqual({ ...allOn, billing: false });
  });
});

describe("the notifications page's history", () => {
  it("pages 25 notifications newest first by keyset, 20 then 5, none repeated where timestamps tie", async () => {
    const owner = await ownerWithWorkspace();
    const db = await getDb();
    await db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({
        workspaceId: owner.workspaceId,
        userId: owner.user.id,
        category: "leads" as const,
        title: `n${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 9, 0, Math.floor(i / 2))),
      })),
    );
    const first = await listNotifications({ workspaceId: owner.workspaceId, userId: owner.user.id });
    expect(first.items).toHaveLength(20);
    expect(first.next).not.toBeNull();
    const second = await listNotifications({
      workspaceId: owner.workspaceId,
      userId: owner.user.id,
      before: first.next ?? undefined,
    });
    expect(second.items).toHaveLength(5);
    expect(second.next).toBeNull();
    const titles = [...first.items, ...second.items].map((n) => n.title);
    expect(new Set(titles).size).toBe(25);
    // Another user of the workspace reads none of them, whatever cursor they send.
    const stranger = await listNotifications({
      workspaceId: owner.workspaceId,
      userId: crypto.randomUUID(),
      before: first.next ?? undefined,
    });
    expect(stranger.items).toEqual([]);
  });
});
