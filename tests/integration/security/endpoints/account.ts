/**
 * Profile and security: the signed-in user's own profile, password, two-factor and sessions.
 * Every call acts on the caller's own account; one naming another user's id or session is a 404.
 */
import { generateSync } from "otplib";
import { getDb } from "@/db";
import { sessions, users } from "@/db/schema";
import { confirmTwoFactorSetup, startTwoFactorSetup } from "@/lib/account/two-factor";
import { hashPassword } from "@/lib/auth/passwords";
import { issueToken } from "@/lib/auth/token-queries";
import { fileStorage } from "@/lib/storage";
import { eq, inArray } from "drizzle-orm";
import type { Fixtures, Member } from "../support/fixtures";
import type { ActionSpec, RouteSpec } from "../support/spec";
import { logoUpload } from "./account-data";

const security = "app/(studio)/security/actions.ts";
const settings = "app/(workspace)/settings/actions.ts";
const signin = "app/(auth)/signin/actions.ts";
const PASSWORD = "Lantern-harbor-1987";

const membersOf = (f: Fixtures, ...tenants: Array<"a" | "b">) =>
  tenants.flatMap((t) => [f[t].owner, f[t].admin, f[t].member]);

/** Per user: a pending TOTP secret, recovery codes of an enabled authenticator, a second session. */
const secrets = new Map<string, string>();
const recovery = new Map<string, string>();
const secondSessions = new Map<string, string>();

async function withPasswords(f: Fixtures) {
  const db = await getDb();
  const ids = membersOf(f, "a", "b").map((m) => m.userId);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(inArray(users.id, ids));
}

async function pendingSetup(f: Fixtures) {
  for (const m of membersOf(f, "a"))
    secrets.set(m.userId, (await startTwoFactorSetup({ userId: m.userId, email: m.email })).secret);
}

async function enabledTwoFactor(f: Fixtures) {
  for (const m of membersOf(f, "a")) {
    const { secret } = await startTwoFactorSetup({ userId: m.userId, email: m.email });
    secrets.set(m.userId, secret);
    const codes = await confirmTwoFactorSetup({
      userId: m.userId,
      name: "Member",
      email: m.email,
      code: generateSync({ secret }),
      ip: "203.0.113.9",
    });
    recovery.set(m.userId, codes[0] ?? "");
  }
}

async function secondSession(f: Fixtures) {
  const db = await getDb();
  for (const m of membersOf(f, "a")) {
    const [row] = await db
      .insert(sessions)
      .values({
        userId: m.userId,
        workspaceId: f.a.workspaceId,
        device: "iPhone",
        browser: "Safari",
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: sessions.id });
    secondSessions.set(m.userId, row?.id ?? "");
  }
}

const emailTokens = new Map<string, string>();

async function emailChangeLinks(f: Fixtures) {
  const db = await getDb();
  for (const m of membersOf(f, "a")) {
    emailTokens.set(
      m.userId,
      await issueToken(db, { userId: m.userId, kind: "email_change", newEmail: `moved-${m.email}` }),
    );
  }
}

const mine = (map: Map<string, string>, self: Member) => map.get(self.userId) ?? "";

const AVATAR_FILE = "00000000-0000-4000-8000-000000000001.png";

/** A stored photo for each member of A, named by their user row. */
async function storedAvatars(f: Fixtures) {
  const db = await getDb();
  for (const m of membersOf(f, "a")) {
    await fileStorage().put(`users/${m.userId}/avatars/${AVATAR_FILE}`, logoUpload().body, "image/png");
    await db
      .update(users)
      .set({ avatarUrl: `/api/users/${m.userId}/avatar/${AVATAR_FILE}` })
      .where(eq(users.id, m.userId));
  }
}

export const accountRoutes: Record<string, RouteSpec> = {
  "GET /api/users/[id]": {
    access: { kind: "session" },
    request: (_f, self) => ({ path: `/api/users/${self.userId}`, params: { id: self.userId } }),
    mayChange: [],
    foreign: "not_found",
  },
  "PUT /api/users/[id]": {
    access: { kind: "session" },
    request: (_f, self) => ({
      path: `/api/users/${self.userId}`,
      params: { id: self.userId },
      body: { name: "  Renamed Person  ", email: self.email, phone: "+65 9123 4567" },
    }),
    mayChange: ["users"],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/users/[id]/avatar": {
    access: { kind: "session" },
    request: (_f, self) => ({
      path: `/api/users/${self.userId}/avatar`,
      params: { id: self.userId },
      ...logoUpload("avatar"),
    }),
    mayChange: ["users"],
    foreign: "not_found",
  },
  "DELETE /api/users/[id]/avatar": {
    access: { kind: "session" },
    prepare: storedAvatars,
    request: (_f, self) => ({ path: `/api/users/${self.userId}/avatar`, params: { id: self.userId } }),
    mayChange: ["users"],
    foreign: "not_found",
  },
  "GET /api/users/[id]/avatar/[file]": {
    access: { kind: "session" },
    prepare: storedAvatars,
    request: (_f, self) => ({
      path: `/api/users/${self.userId}/avatar/${AVATAR_FILE}`,
      params: { id: self.userId, file: AVATAR_FILE },
    }),
    mayChange: [],
    foreign: "not_found",
  },
};

export const accountActions: Record<string, ActionSpec> = {
  [`${settings}#updateProfileAction`]: {
    access: { kind: "session" },
    input: (_f, self) => ({ name: "Renamed Person", email: self.email, phone: "+6591234567" }),
    mayChange: ["users"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${settings}#confirmEmailChangeAction`]: {
    access: { kind: "session" },
    prepare: emailChangeLinks,
    input: (_f, self) => ({ token: mine(emailTokens, self) }),
    mayChange: ["users", "auth_tokens", "app_events"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${security}#changePasswordAction`]: {
    access: { kind: "session" },
    prepare: withPasswords,
    input: () => ({
      currentPassword: PASSWORD,
      newPassword: "Quartz-meadow-2026",
      confirmPassword: "Quartz-meadow-2026",
    }),
    mayChange: ["users", "sessions", "app_events", "emails"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${security}#startTwoFactorSetupAction`]: {
    access: { kind: "session" },
    input: () => ({}),
    mayChange: ["user_two_factor"],
    foreign: "own-workspace",
  },
  [`${security}#confirmTwoFactorAction`]: {
    access: { kind: "session" },
    prepare: pendingSetup,
    input: (_f, self) => ({ code: generateSync({ secret: mine(secrets, self) }) }),
    mayChange: ["user_two_factor", "two_factor_recovery_codes", "app_events", "emails"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${security}#disableTwoFactorAction`]: {
    access: { kind: "session" },
    prepare: enabledTwoFactor,
    input: (_f, self) => ({ code: mine(recovery, self) }),
    mayChange: ["user_two_factor", "two_factor_recovery_codes", "app_events", "emails"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${security}#regenerateRecoveryCodesAction`]: {
    access: { kind: "session" },
    prepare: enabledTwoFactor,
    // The code of the next step: the one that turned it on may not be replayed.
    input: (_f, self) => ({
      code: generateSync({ secret: mine(secrets, self), epoch: Math.floor(Date.now() / 1000) + 30 }),
    }),
    mayChange: ["user_two_factor", "two_factor_recovery_codes", "app_events"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${security}#terminateSessionAction`]: {
    access: { kind: "session" },
    prepare: secondSession,
    input: (_f, self) => ({ sessionId: mine(secondSessions, self) }),
    mayChange: ["sessions", "app_events"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${security}#signOutOtherSessionsAction`]: {
    access: { kind: "session" },
    input: () => ({}),
    mayChange: ["sessions", "app_events"],
    foreign: "own-workspace",
  },
  [`${signin}#twoFactorSignInAction`]: {
    access: {
      kind: "public",
      reason: "sign-in's second step; needs the signed challenge of the password step",
    },
    input: () => ({ code: "123456" }),
    mayChange: ["rate_limits"],
    fuzz: true,
  },
};
