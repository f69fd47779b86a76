import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { emails, rateLimits, sessions } from "@/db/schema";
import { passwordMessages } from "@/lib/account/validations";
import { sessionCookieName } from "@/lib/auth/config";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { startSession } from "@/lib/auth/start-session";
import { createVerifiedAccount, meta } from "../auth/support/users";

vi.mock("next/headers", () => import("../auth/support/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { resetScope, scope } = await import("../auth/support/request-scope");
const { getSessionContext } = await import("@/lib/auth/session");
const { getActiveSessions } = await import("@/lib/account/sessions");
const actions = await import("@/app/(studio)/security/actions");

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;
let ip = 0;

/** Signs the account in on a "device" and returns that device's cookie (the jar then holds it). */
async function signInOn(account: Account, userAgent = "Mozilla/5.0 (Windows NT 10.0) Firefox/130.0") {
  const outcome = await signInWithPassword(
    { email: account.email, password: account.password, remember: true },
    {
      ...meta(`198.18.0.${(ip += 1)}`),
      userAgent,
      device: userAgent.includes("Windows") ? "Windows" : "Linux",
    },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  resetScope();
  await startSession(outcome);
  return { cookie: scope.jar.get(sessionCookieName) ?? "", sessionId: outcome.sessionId };
}

function use(cookie: string) {
  resetScope();
  scope.jar.set(sessionCookieName, cookie);
}

beforeEach(async () => {
  resetScope();
  await (await getDb()).delete(rateLimits);
});

describe("active sessions", () => {
  it("lists the user's live sessions from the sessions table with the current one marked", async () => {
    const account = await createVerifiedAccount();
    const laptop = await signInOn(account);
    const phone = await signInOn(account, "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0");
    const other = await createVerifiedAccount();
    await signInOn(other);
    const list = await getActiveSessions({ userId: account.user.id, currentSessionId: phone.sessionId });
    expect(list.map((s) => [s.id, s.current])).toEqual([
      [phone.sessionId, true],
      [laptop.sessionId, false],
    ]);
    expect(list[1]).toMatchObject({
      device: "Windows",
      browser: "Chrome",
      ip: expect.stringMatching(/^198\.18\.0\./),
    });
  });

  it("Terminate signs the other session out on its next request; the current one and foreign ones are refused", async () => {
    const account = await createVerifiedAccount();
    const laptop = await signInOn(account);
    const phone = await signInOn(account);
    const stranger = await signInOn(await createVerifiedAccount());

    use(phone.cookie);
    expect(await actions.terminateSessionAction(undefined, { sessionId: phone.sessionId })).toMatchObject({
      status: "error",
    });
    const foreign = await actions.terminateSessionAction(undefined, { sessionId: stranger.sessionId });
    expect(foreign).toMatchObject({ status: "error", message: "Session not found." });
    expect(await actions.terminateSessionAction(undefined, { sessionId: laptop.sessionId })).toMatchObject({
      status: "success",
    });

    use(laptop.cookie);
    expect(await getSessionContext()).toBeNull();
    use(stranger.cookie);
    expect(await getSessionContext()).not.toBeNull();
    use(phone.cookie);
    expect((await getSessionContext())?.sessionId).toBe(phone.sessionId);
  });

  it("Sign out other sessions ends every session but this one", async () => {
    const account = await createVerifiedAccount();
    const first = await signInOn(account);
    const second = await signInOn(account);
    const current = await signInOn(account);
    use(current.cookie);
    expect(await actions.signOutOtherSessionsAction(undefined, {})).toMatchObject({
      status: "success",
      message: "Signed out 2 other sessions.",
    });
    for (const gone of [first, second]) {
      use(gone.cookie);
      expect(await getSessionContext()).toBeNull();
    }
    use(current.cookie);
    expect(await getSessionContext()).not.toBeNull();
  });
});

describe("change password", () => {
  const input = (over: Record<string, string> = {}) => ({
    currentPassword: "Lantern-harbor-1987",
    newPassword: "Quartz-meadow-2026",
    confirmPassword: "Quartz-meadow-2026",
    ...over,
  });

  it("checks the spec's rules with its messages and changes nothing on bad input", async () => {
    const account = await createVerifiedAccount();
    const device = await signInOn(account);
    use(device.cookie);
    const short = await actions.changePasswordAction(
      undefined,
      input({ newPassword: "short", confirmPassword: "short" }),
    );
    expect(short.fieldErrors?.newPassword).toEqual([passwordMessages.tooShort]);
    const mismatch = await actions.changePasswordAction(
      undefined,
      input({ confirmPassword: "Quartz-meadow-2027" }),
    );
    expect(mismatch.fieldErrors?.confirmPassword).toEqual([passwordMessages.mismatch]);
    const wrong = await actions.changePasswordAction(
      undefined,
      input({ currentPassword: "Not-my-password-1" }),
    );
    expect(wrong.fieldErrors?.currentPassword).toEqual([passwordMessages.wrongCurrent]);
    expect(
      (
        await signInWithPassword(
          { email: account.email, password: account.password, remember: false },
          meta("198.18.1.1"),
        )
      ).ok,
    ).toBe(true);
  });

  it("ends every other session, keeps this one, emails a notice, and only the new password signs in", async () => {
    const account = await createVerifiedAccount();
    const other = await signInOn(account);
    const current = await signInOn(account);
    use(current.cookie);
    expect(await actions.changePasswordAction(undefined, input())).toMatchObject({
      status: "success",
      message: passwordMessages.changed,
    });

    use(other.cookie);
    expect(await getSessionContext()).toBeNull();
    use(current.cookie);
    expect(await getSessionContext()).not.toBeNull();
    const db = await getDb();
    const sent = await db.select().from(emails).where(eq(emails.toAddress, account.email));
    expect(sent.map((e) => e.template)).toContain("password-changed");
    const live = await db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(live.filter((s) => !s.revokedAt).map((s) => s.id)).toEqual([current.sessionId]);
    expect(
      (
        await signInWithPassword(
          { email: account.email, password: account.password, remember: false },
          meta("198.18.1.2"),
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await signInWithPassword(
          { email: account.email, password: "Quartz-meadow-2026", remember: false },
          meta("198.18.1.3"),
        )
      ).ok,
    ).toBe(true);
  });

  it("throttles guesses of the current password per user", async () => {
    const account = await createVerifiedAccount();
    use((await signInOn(account)).cookie);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await actions.changePasswordAction(undefined, input({ currentPassword: `Wrong-guess-${i}x` })))
          .fieldErrors?.currentPassword,
      ).toBeDefined();
    }
    const blocked = await actions.changePasswordAction(undefined, input());
    expect(blocked).toMatchObject({ status: "error", message: expect.stringMatching(/Too many attempts/) });
  });
});
