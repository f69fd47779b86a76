import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";
import { getDashboard } from "@/lib/dashboard/queries";
import { importLeadObjects } from "@/lib/import/import-leads";
import { acceptInviteAsUser, createInvite } from "@/lib/teams/invite-queries";
import { createVerifiedAccount } from "../auth/support/users";
import { inviteTokenFromEmail, ownerWithWorkspace } from "../teams/support";

describe("activity log and the events that notify", () => {
  it("records an invite and the join, and tells the admins the invitation was accepted", async () => {
    const owner = await ownerWithWorkspace();
    const invitee = await createVerifiedAccount();
    await createInvite({
      workspaceId: owner.workspaceId,
      invitedByUserId: owner.user.id,
      email: invitee.email,
      role: "member",
    });
    await acceptInviteAsUser({
      token: await inviteTokenFromEmail(invitee.email),
      userId: invitee.user.id,
      email: invitee.email,
    });
    const entries = (await getDashboard({ workspaceId: owner.workspaceId })).activity;
    expect(entries.map((e) => [e.action, e.subject, e.actor])).toEqual([
      ["member.joined", invitee.email, invitee.name],
      ["member.invited", invitee.email, owner.name],
    ]);
    const db = await getDb();
    const told = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.map((n) => [n.category, n.title])).toEqual([["security", "Invitation accepted"]]);
    // Another workspace sees none of it.
    const other = await ownerWithWorkspace();
    expect((await getDashboard({ workspaceId: other.workspaceId })).activity).toEqual([]);
  });

  it("records an import, tells the importer, and the dashboard counts the leads exactly", async () => {
    const owner = await ownerWithWorkspace();
    const result = await importLeadObjects({
      workspaceId: owner.workspaceId,
      userId: owner.user.id,
      fileName: "fair.json",
      leads: [
        { name: "Ana", company: "Acme" },
        { name: "Bo", company: "Beta" },
        { name: "Cy", company: "" },
      ],
    });
    expect(result.imported).toBe(2);
    const [entry] = (await getDashboard({ workspaceId: owner.workspaceId })).activity;
    expect(entry).toMatchObject({ action: "import.finished", href: `/leads?list=${result.listId}` });
    const db = await getDb();
    const [told] = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told).toMatchObject({ category: "leads", body: "2 leads imported, 1 skipped." });
    expect((await getDashboard({ workspaceId: owner.workspaceId })).counts).toEqual({
      leads: 2,
      projects: 0,
      activeCampaigns: 0,
    });
  });
});
