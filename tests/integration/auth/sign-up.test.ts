import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import {
  appEvents,
  authTokens,
  creditTransactions,
  emails,
  memberships,
  users,
  workspaces,
} from "@/db/schema";
import { SIGN_UP_SUCCESS, signUp, UNKNOWN_REFERRAL_CODE } from "@/lib/auth/sign-up";
import { signUpApiSchema } from "@/lib/auth/validations";
import { AppError } from "@/lib/errors";
import { getCreditBalance } from "@/lib/credits/queries";
import { createVerifiedAccount, meta, newAccount } from "./support/users";

async function rowsFor(email: string) {
  const db = await getDb();
  return db.select().from(users).where(eq(users.email, email.toLowerCase()));
}

async function workspaceOf(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ timeZone: workspaces.timezone })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(users.email, email));
  return row;
}

describe("sign-up", () => {
  it("gives the new workspace the browser's time zone, or UTC when the form sent none or an unknown one", async () => {
    const cases = [
      ["Asia/Singapore", "Asia/Singapore"],
      ["Mars/Olympus_Mons", "UTC"],
      [undefined, "UTC"],
    ] as const;
    for (const [sent, kept] of cases) {
      const account = newAccount();
      const input = signUpApiSchema.parse({ ...account, timeZone: sent });
      await signUp(input, meta("203.0.113.9"));
      expect(await workspaceOf(account.email)).toEqual({ timeZone: kept });
    }
  });

  it("creates the user, an owned free workspace, the first monthly credits, an event and a verification email", async () => {
    const account = newAccount({ email: "  New.Person@Example.COM " });
    await signUp(
      { ...account, email: "new.person@example.com", referralCode: undefined },
      meta("203.0.113.1"),
    );
    const [user] = await rowsFor("new.person@example.com");
    expect(user).toBeDefined();
    if (!user) return;
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.referralCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(user.phone).toBe("+6591234567");

    const db = await getDb();
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership?.role).toBe("owner");
    const [workspace] = await db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, membership?.workspaceId ?? ""));
    expect(workspace).toMatchObject({ plan: "FREE", name: `${account.name}'s workspace` });

    const ledger = await db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.workspaceId, workspace?.id ?? ""));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: "grant",
      amount: 100,
      reference: `plan:FREE:${new Date().toISOString().slice(0, 7)}`,
    });
    expect(await getCreditBalance({ workspaceId: workspace?.id ?? "" })).toBe(100);

    const events = await db.select().from(appEvents).where(eq(appEvents.userId, user.id));
    expect(events.map((e) => e.type)).toContain("user.signed_up");
    const mail = await db.select().from(emails).where(eq(emails.toAddress, "new.person@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.template).toBe("verify-email");
    expect(mail[0]?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });

  it("answers an existing address the same way, emails its owner and creates no second account", async () => {
    const existing = await createVerifiedAccount();
    const db = await getDb();
    const before = await db.select().from(workspaces);
    await expect(
      signUp({ ...newAccount({ email: existing.email }), referralCode: undefined }, meta("203.0.113.2")),
    ).resolves.toBeUndefined();
    expect(await rowsFor(existing.email)).toHaveLength(1);
    expect(await db.select().from(workspaces)).toHaveLength(before.length);
    const mail = await db.select().from(emails).where(eq(emails.toAddress, existing.email));
    expect(mail.map((m) => m.template)).toContain("sign-up-attempt");
    expect(SIGN_UP_SUCCESS).toMatch(/Check your email/);
  });

  it("links a known referral code and refuses an unknown one as a field error", async () => {
    const referrer = await createVerifiedAccount();
    const referred = newAccount();
    await signUp({ ...referred, referralCode: referrer.user.referralCode }, meta("203.0.113.3"));
    const [row] = await rowsFor(referred.email);
    expect(row?.referredByUserId).toBe(referrer.user.id);

    const stranger = newAccount();
    const error = await signUp({ ...stranger, referralCode: "NOSUCHCODE" }, meta("203.0.113.3")).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual({ referralCode: [UNKNOWN_REFERRAL_CODE] });
    expect(await rowsFor(stranger.email)).toHaveLength(0);
  });

  it("refuses a common password before creating anything", async () => {
    const account = newAccount({ password: "password123" });
    const error = await signUp({ ...account, referralCode: undefined }, meta("203.0.113.4")).catch(
      (e: unknown) => e,
    );
    expect((error as AppError).fieldErrors?.password?.[0]).toMatch(/too common/);
    expect(await rowsFor(account.email)).toHaveLength(0);
  });

  it("allows 5 sign-ups an hour from one address, then answers 429 with a wait", async () => {
    for (let i = 0; i < 5; i++)
      await signUp({ ...newAccount(), referralCode: undefined }, meta("192.0.2.77"));
    const blocked = newAccount();
    const error = await signUp({ ...blocked, referralCode: undefined }, meta("192.0.2.77")).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(3000);
    expect(await rowsFor(blocked.email)).toHaveLength(0);
    // Another address is not affected.
    await expect(
      signUp({ ...newAccount(), referralCode: undefined }, meta("192.0.2.78")),
    ).resolves.toBeUndefined();
  });

  it("stores only the SHA-256 of the verification token", async () => {
    const account = await createVerifiedAccount();
    const db = await getDb();
    const tokens = await db.select().from(authTokens).where(eq(authTokens.userId, account.user.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const t of tokens) expect(t.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
