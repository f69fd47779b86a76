import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { memberships, sessions, users } from "@/db/schema";
import { sessionCookieName } from "@/lib/auth/config";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { endSession, startSession } from "@/lib/auth/start-session";
import { createVerifiedAccount, meta } from "./support/users";

vi.mock("next/headers", () => import("./support/next-headers-mock"));

const { resetScope, scope } = await import("./support/request-scope");
const { getSessionContext } = await import("@/lib/auth/session");

let ipCounter = 0;

async function signedIn(remember = false) {
  const account = await createVerifiedAccount();
  ipCounter += 1;
  const outcome = await signInWithPassword(
    { email: account.email, password: account.password, remember },
    meta(`203.0.113.${ipCounter}`),
  );
  if (!outcome.ok) throw new Error(outcome.message);
  await startSession(outcome);
  return { account, outcome, cookie: scope.jar.get(sessionCookieName) ?? "" };
}

beforeEach(() => resetScope());

describe("sessions", () => {
  it("resolves the cookie to the user, workspace and role through the session row", async () => {
    const { account, outcome } = await signedIn();
    const context = await getSessionContext();
    expect(context).toMatchObject({
      sessionId: outcome.sessionId,
      role: "owner",
      user: { id: account.user.id, email: account.email },
      workspace: { plan: "FREE" },
    });
  });

  it("writes a browser-session cookie without remember me and a 30-day one with it", async () => {
    await signedIn(false);
    expect(scope.lastOptions.get(sessionCookieName)).toEqual({
      httpOnly: true,
      secure: false,
      sameSite: "lax",
      path: "/",
    });
    resetScope();
    await signedIn(true);
    expect(scope.lastOptions.get(sessionCookieName)).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 30 * 24 * 60 * 60,
    });
  });

  it("issues a new sid at sign-in and refuses the cookie held before it", async () => {
    const { account, cookie: before, outcome: first } = await signedIn();
    const again = await signInWithPassword(
      { email: account.email, password: account.password, remember: false },
      meta("203.0.113.31"),
    );
    if (!again.ok) throw new Error(again.message);
    await startSession(again);
    expect(again.sessionId).not.toBe(first.sessionId);
    expect((await getSessionContext())?.sessionId).toBe(again.sessionId);
    scope.jar.set(sessionCookieName, before);
    expect(await getSessionContext()).toBeNull();
  });

  it("after sign-out the old cookie is refused", async () => {
    const { cookie } = await signedIn();
    await endSession();
    expect(scope.jar.has(sessionCookieName)).toBe(false);
    scope.jar.set(sessionCookieName, cookie);
    expect(await getSessionContext()).toBeNull();
  });

  it("ends on its next request when the row is revoked or expired, the user deleted or the membership removed", async () => {
    const cases = [
      async (s: { sessionId: string; userId: string }) =>
        (await getDb()).update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, s.sessionId)),
      async (s: { sessionId: string; userId: string }) =>
        (await getDb())
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, s.sessionId)),
      async (s: { sessionId: string; userId: string }) =>
        (await getDb()).update(users).set({ deletedAt: new Date() }).where(eq(users.id, s.userId)),
      async (s: { sessionId: string; userId: string }) =>
        (await getDb()).delete(memberships).where(eq(memberships.userId, s.userId)),
    ];
    for (const kill of cases) {
      resetScope();
      const { outcome } = await signedIn();
      expect(await getSessionContext()).not.toBeNull();
      await kill({ sessionId: outcome.sessionId, userId: outcome.user.id });
      expect(await getSessionContext()).toBeNull();
    }
  });

  it("a role change takes effect on the next request", async () => {
    const { outcome } = await signedIn();
    const db = await getDb();
    await db.update(memberships).set({ role: "member" }).where(eq(memberships.userId, outcome.user.id));
    expect((await getSessionContext())?.role).toBe("member");
  });

  it("denies forged, tampered and foreign-secret tokens", async () => {
    const { cookie } = await signedIn();
    const { encode } = await import("next-auth/jwt");
    const forged = await encode({
      token: { sub: "00000000-0000-4000-8000-000000000000", sid: "00000000-0000-4000-8000-000000000000" },
      secret: "another-secret-another-secret-0123456789",
      salt: sessionCookieName,
    });
    for (const value of [`${cookie.slice(0, -4)}AAAA`, "not-a-token", forged, ""]) {
      scope.jar.set(sessionCookieName, value);
      expect(await getSessionContext()).toBeNull();
    }
  });

  it("denies every token when AUTH_SECRET is unset", async () => {
    await signedIn();
    const saved = process.env.AUTH_SECRET;
    // The configuration is validated once per process (lib/env.ts): model a server started without it.
    const envCache = globalThis as unknown as { __crmEnv?: unknown };
    delete process.env.AUTH_SECRET;
    envCache.__crmEnv = undefined;
    try {
      expect(await getSessionContext()).toBeNull();
    } finally {
      process.env.AUTH_SECRET = saved;
      envCache.__crmEnv = undefined;
    }
  });
});
