import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { sessions, users } from "@/db/schema";
import { signInMessages, signInWithPassword } from "@/lib/auth/sign-in";
import { signUp } from "@/lib/auth/sign-up";
import { createVerifiedAccount, meta, newAccount } from "./support/users";

vi.mock("next/headers", () => import("./support/next-headers-mock"));

const { resetScope } = await import("./support/request-scope");

beforeEach(() => resetScope());

describe("sign-in with a password", () => {
  it("says an unknown address is not registered (404)", async () => {
    const outcome = await signInWithPassword(
      { email: "nobody@example.com", password: "Lantern-harbor-1987", remember: false },
      meta("203.0.113.20"),
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: "not_registered",
      status: 404,
      message: signInMessages.notRegistered,
    });
    expect(signInMessages.notRegistered).toBe("Email is not registered");
  });

  it("says a wrong password is wrong (401) and opens no session", async () => {
    const account = await createVerifiedAccount();
    const outcome = await signInWithPassword(
      { email: account.email, password: "Wrong-password-123", remember: false },
      meta("203.0.113.21"),
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: "wrong_password",
      status: 401,
      message: "Wrong email or password",
    });
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toHaveLength(0);
  });

  it("refuses an unverified account with the right password, and only then says why", async () => {
    const account = newAccount();
    await signUp({ ...account, referralCode: undefined }, meta("203.0.113.22"));
    const wrong = await signInWithPassword(
      { email: account.email, password: "Wrong-password-123", remember: false },
      meta("203.0.113.22"),
    );
    expect(wrong).toMatchObject({ code: "wrong_password" });
    const right = await signInWithPassword(
      { email: account.email, password: account.password, remember: false },
      meta("203.0.113.22"),
    );
    expect(right).toMatchObject({ ok: false, code: "unverified", status: 403 });
  });

  it("refuses a deleted or disabled user", async () => {
    const deleted = await createVerifiedAccount();
    const disabled = await createVerifiedAccount();
    const db = await getDb();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    await db.update(users).set({ status: "disabled" }).where(eq(users.id, disabled.user.id));
    expect(
      await signInWithPassword(
        { email: deleted.email, password: deleted.password, remember: false },
        meta("203.0.113.23"),
      ),
    ).toMatchObject({
      code: "not_registered",
    });
    expect(
      await signInWithPassword(
        { email: disabled.email, password: disabled.password, remember: false },
        meta("203.0.113.23"),
      ),
    ).toMatchObject({
      code: "disabled",
    });
  });

  it("opens a session row with device, browser and IP, and shifts the login times", async () => {
    const account = await createVerifiedAccount();
    const first = await signInWithPassword(
      { email: account.email.toUpperCase(), password: account.password, remember: true },
      meta("203.0.113.24"),
    );
    const second = await signInWithPassword(
      { email: account.email, password: account.password, remember: false },
      meta("203.0.113.24"),
    );
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(first.maxAgeSeconds).toBe(30 * 24 * 60 * 60);
    expect(second.user.previousLoginAt?.getTime()).toBe(first.user.lastLoginAt?.getTime());
    const db = await getDb();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, second.sessionId));
    expect(row).toMatchObject({
      userId: account.user.id,
      device: "Linux",
      browser: "Chrome",
      ip: "203.0.113.24",
      rememberMe: false,
      revokedAt: null,
    });
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });
});
