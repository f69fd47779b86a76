import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { memberships, notifications, workspaces } from "@/db/schema";
import { getDashboard } from "@/lib/dashboard/queries";
import { addCreditEntry, getCreditBalance } from "@/lib/credits/queries";
import { markAllNotificationsRead } from "@/lib/notifications/queries";
import { createSessionRow, findLiveSessionWithShellFigures, revokeSession } from "@/lib/auth/session-queries";
import { createVerifiedAccount } from "./support/users";

async function workspaceOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row!.workspaceId;
}

/** The figures as a signed-in page reads them: with its session row, in one statement. */
async function getShellFigures({ workspaceId, userId }: { workspaceId: string; userId: string }) {
  const { id } = await createSessionRow({ userId, workspaceId, expiresAt: new Date(Date.now() + 3_600_000) });
  const row = await findLiveSessionWithShellFigures({ sessionId: id, userId });
  if (!row) throw new Error("the live session was not found");
  expect(row.workspace.id).toBe(workspaceId);
  return row.figures;
}

describe("figures the shells read", () => {
  it("the credit balance is the ledger's sum, per workspace, and a grant is added once per reference", async () => {
    const a = await createVerifiedAccount();
    const b = await createVerifiedAccount();
    const [wa, wb] = [await workspaceOf(a.user.id), await workspaceOf(b.user.id)];
    const db = await getDb();
    expect(
      await addCreditEntry(db, {
        workspaceId: wa,
        kind: "charge",
        amount: -30.5,
        reference: "test:charge",
        description: "test",
      }),
    ).toBe(true);
    expect(
      await addCreditEntry(db, {
        workspaceId: wa,
        kind: "charge",
        amount: -30.5,
        reference: "test:charge",
        description: "test",
      }),
    ).toBe(false);
    expect(await getCreditBalance({ workspaceId: wa })).toBe(69.5);
    expect(await getCreditBalance({ workspaceId: wb })).toBe(100);
    expect((await getShellFigures({ workspaceId: wa, userId: a.user.id })).balance).toBe(69.5);
    expect((await getShellFigures({ workspaceId: wb, userId: b.user.id })).balance).toBe(100);
  });

  it("the bell counts unread notifications, shows the newest five and 'Mark all read' clears only the user's own", async () => {
    const a = await createVerifiedAccount();
    const b = await createVerifiedAccount();
    const [wa, wb] = [await workspaceOf(a.user.id), await workspaceOf(b.user.id)];
    const db = await getDb();
    for (let i = 0; i < 7; i++) {
      await db.insert(notifications).values({
        workspaceId: wa,
        userId: a.user.id,
        category: "updates",
        title: `Note ${i}`,
        createdAt: new Date(Date.now() - (7 - i) * 1000),
      });
    }
    await db
      .insert(notifications)
      .values({ workspaceId: wb, userId: b.user.id, category: "updates", title: "Other" });
    const summary = await getShellFigures({ workspaceId: wa, userId: a.user.id });
    expect(summary.unreadCount).toBe(7);
    expect(summary.latest.map((n) => n.title)).toEqual(["Note 6", "Note 5", "Note 4", "Note 3", "Note 2"]);
    expect(summary.latest.every((n) => n.createdAt instanceof Date && !n.read)).toBe(true);
    expect(await markAllNotificationsRead({ workspaceId: wa, userId: a.user.id })).toBe(7);
    expect((await getShellFigures({ workspaceId: wa, userId: a.user.id })).unreadCount).toBe(0);
    expect((await getShellFigures({ workspaceId: wb, userId: b.user.id })).unreadCount).toBe(1);
  });

  it("the dashboard counts start at zero for a new workspace", async () => {
    const a = await createVerifiedAccount();
    expect((await getDashboard({ workspaceId: await workspaceOf(a.user.id) })).counts).toEqual({
      leads: 0,
      projects: 0,
      activeCampaigns: 0,
    });
  });

  it("lists the workspaces the user belongs to, for the account menu, in the same statement", async () => {
    const a = await createVerifiedAccount();
    const b = await createVerifiedAccount();
    const [wa, wb] = [await workspaceOf(a.user.id), await workspaceOf(b.user.id)];
    const db = await getDb();
    await db.insert(memberships).values({ userId: a.user.id, workspaceId: wb, role: "member" });
    const names = new Map(
      (await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces)).map((w) => [
        w.id,
        w.name,
      ]),
    );
    const figures = await getShellFigures({ workspaceId: wa, userId: a.user.id });
    expect(figures.workspaces.map((w) => w.id).sort()).toEqual([wa, wb].sort());
    expect(figures.workspaces.every((w) => w.name === names.get(w.id))).toBe(true);
    expect((await getShellFigures({ workspaceId: wb, userId: b.user.id })).workspaces).toEqual([
      { id: wb, name: names.get(wb) },
    ]);
  });

  it("a session that has ended reads no figures", async () => {
    const a = await createVerifiedAccount();
    const workspaceId = await workspaceOf(a.user.id);
    const { id } = await createSessionRow({
      userId: a.user.id,
      workspaceId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await findLiveSessionWithShellFigures({ sessionId: id, userId: a.user.id })).toBeDefined();
    await revokeSession({ sessionId: id, userId: a.user.id });
    expect(await findLiveSessionWithShellFigures({ sessionId: id, userId: a.user.id })).toBeUndefined();
  });
});
