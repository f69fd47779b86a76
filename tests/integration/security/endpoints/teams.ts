/**
 * Teams: the members screen's actions and accepting an invitation. `prepare` gives workspace A an open
 * invitation, and each of A's three people an invitation to a third workspace (so a valid accept has
 * a token addressed to its caller, and anyone else's use of it is refused).
 */
import { getDb } from "@/db";
import { workspaceInvites, workspaces } from "@/db/schema";
import { createToken } from "@/lib/security/tokens";
import type { Fixtures } from "../support/fixtures";
import type { ActionSpec } from "../support/spec";

const ui = "app/(studio)/teams/actions.ts";
const state = new Map<string, { inviteId: string; tokens: Map<string, string> }>();

async function invitations(f: Fixtures) {
  const db = await getDb();
  const [open] = await db
    .insert(workspaceInvites)
    .values({
      workspaceId: f.a.workspaceId,
      email: `pending-${f.a.marker}@example.com`,
      role: "member",
      tokenHash: createToken().tokenHash,
      invitedByUserId: f.a.owner.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: workspaceInvites.id });
  const [third] = await db
    .insert(workspaces)
    .values({ name: "Inviting workspace" })
    .returning({ id: workspaces.id });
  if (!open || !third) throw new Error("teams fixtures not created");
  const tokens = new Map<string, string>();
  for (const person of [f.a.owner, f.a.admin, f.a.member]) {
    const { token, tokenHash } = createToken();
    tokens.set(person.email, token);
    await db.insert(workspaceInvites).values({
      workspaceId: third.id,
      email: person.email,
      role: "member",
      tokenHash,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  }
  state.set(f.a.workspaceId, { inviteId: open.id, tokens });
}

const of = (f: Fixtures) => {
  const s = state.get(f.a.workspaceId);
  if (!s) throw new Error("teams fixtures not prepared");
  return s;
};

const members = (
  input: ActionSpec["input"],
  mayChange: string[],
  permission: "members:write" | "ownership:transfer" = "members:write",
): ActionSpec => ({
  access: { kind: "session", permission },
  prepare: invitations,
  input,
  mayChange,
  foreign: "not_found",
  fuzz: true,
});

export const teamsActions: Record<string, ActionSpec> = {
  [`${ui}#inviteMemberAction`]: {
    access: { kind: "session", permission: "members:write" },
    input: () => ({ email: "new.teammate@example.com", role: "admin" }),
    mayChange: ["workspace_invites", "emails", "activity_log"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${ui}#resendInviteAction`]: members(
    (f) => ({ inviteId: of(f).inviteId }),
    ["workspace_invites", "emails"],
  ),
  [`${ui}#revokeInviteAction`]: members((f) => ({ inviteId: of(f).inviteId }), ["workspace_invites"]),
  [`${ui}#removeMemberAction`]: members(
    (f) => ({ userId: f.a.member.userId }),
    ["memberships", "sessions", "notifications", "notification_email_items"],
  ),
  [`${ui}#changeMemberRoleAction`]: members(
    (f) => ({ userId: f.a.member.userId, role: "admin" }),
    ["memberships"],
  ),
  [`${ui}#transferOwnershipAction`]: members(
    (f) => ({ userId: f.a.admin.userId }),
    ["memberships"],
    "ownership:transfer",
  ),
  // Leaving A is valid for A's member and admin (the matrix's valid call is the member's); B's owner,
  // not in A, is refused as not found.
  [`${ui}#leaveWorkspaceAction`]: {
    access: { kind: "session" },
    input: (f) => ({ workspaceId: f.a.workspaceId }),
    mayChange: ["memberships", "sessions", "activity_log", "notifications", "notification_email_items"],
    foreign: "not_found",
    fuzz: true,
  },
  // Switching to A is valid for A's people (their session already names A: the row is rewritten);
  // B's owner, not a member of A, is refused.
  "app/actions.ts#switchWorkspaceAction": {
    access: { kind: "session" },
    input: (f) => ({ workspaceId: f.a.workspaceId }),
    mayChange: ["sessions"],
    foreign: "not_found",
    fuzz: true,
  },
  "app/invite/[token]/actions.ts#acceptInviteAction": {
    access: { kind: "session" },
    prepare: invitations,
    input: (f, self) => ({ token: of(f).tokens.get(self.email) }),
    mayChange: [
      "workspace_invites",
      "memberships",
      "sessions",
      "activity_log",
      "notifications",
      "notification_email_items",
    ],
    foreign: "not_found",
    fuzz: true,
  },
};
