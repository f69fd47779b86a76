import { eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { rateLimits, sessions, twoFactorRecoveryCodes, userTwoFactor, users } from "@/db/schema";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from "@/lib/account/two-factor";
import { hashPassword } from "@/lib/auth/passwords";
import { signInWithPassword, signInWithSecondFactor, type SignInOutcome } from "@/lib/auth/sign-in";
import { open } from "@/lib/security/secret-box";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { createVerifiedAccount, meta, tokenFromEmail } from "../auth/support/users";

// A fixed clock: the start of a 30-second step, so "the next step" is exactly +30 s.
const T0 = Math.floor(Date.UTC(2026, 10, 25, 12, 0, 0) / 30_000) * 30_000;
const at = (ms: number) => vi.setSystemTime(new Date(ms));
const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

let ipCounter = 0;
const nextMeta = () => meta(`192.0.2.${(ipCounter += 1)}`);

async function enrolled() {
  const account = await createVerifiedAccount();
  const { secret } = await startTwoFactorSetup({ userId: account.user.id, email: account.email });
  const codes = await confirmTwoFactorSetup({
    userId: account.user.id,
    name: account.name,
    email: account.email,
    code: codeAt(secret, T0),
    ip: "192.0.2.1",
  });
  return { ...account, secret, codes };
}

async function challengeFor(account: { email: string; password: string }) {
  const outcome = await signInWithPassword(
    { email: account.email, password: account.password, remember: false },
    nextMeta(),
  );
  if (outcome.ok || !outcome.challenge)
    throw new Error(`expected a two-factor challenge, got ${JSON.stringify(outcome)}`);
  return outcome.challenge;
}

const failed = (outcome: SignInOutcome) => (outcome.ok ? "ok" : outcome.code);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(T0);
  await (await getDb()).delete(rateLimits);
});
afterEach(() => vi.useRealTimers());

describe("two-factor enrolment", () => {
  it("stores the secret sealed, turns on only after a valid code, and returns ten recovery codes stored hashed", async () => {
    const account = await createVerifiedAccount();
    const db = await getDb();
    const { secret, qrDataUrl } = await startTwoFactorSetup({
      userId: account.user.id,
      email: account.email,
    });
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const [pending] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, account.user.id));
    expect(pending?.enabledAt).toBeNull();
    expect(pending?.secretCiphertext).not.toContain(secret);
    expect(open(pending?.secretCiphertext ?? "", { purpose: "totp-secret", context: account.user.id })).toBe(
      secret,
    );
    // The ciphertext is bound to its user: copied onto another row it does not open.
    expect(() =>
      open(pending?.secretCiphertext ?? "", { purpose: "totp-secret", context: "someone-else" }),
    ).toThrow();

    await expect(
      confirmTwoFactorSetup({
        userId: account.user.id,
        name: "A",
        email: account.email,
        code: codeAt(secret, T0 + 5 * 60_000),
        ip: "x",
      }),
    ).rejects.toMatchObject({ fieldErrors: { code: [expect.any(String)] } });
    expect(
      (
        await signInWithPassword(
          { email: account.email, password: account.password, remember: false },
          nextMeta(),
        )
      ).ok,
    ).toBe(true);

    const codes = await confirmTwoFactorSetup({
      userId: account.user.id,
      name: "A",
      email: account.email,
      code: codeAt(secret, T0),
      ip: "x",
    });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, account.user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((r) => r.codeHash)).not.toContain(code);
    await expect(startTwoFactorSetup({ userId: account.user.id, email: account.email })).rejects.toThrow(
      /already on/,
    );
  });
});

describe("two-factor sign-in", () => {
  it("asks for a code after the password, opens no session until it is given, and then opens one", async () => {
    const account = await enrolled();
    const db = await getDb();
    const challenge = await challengeFor(account);
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toEqual([]);
    at(T0 + 30_000);
    const outcome = await signInWithSecondFactor(
      { challenge, code: codeAt(account.secret, T0 + 30_000) },
      nextMeta(),
    );
    expect(outcome.ok).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toHaveLength(1);
  });

  it("refuses a code replayed inside its window, and a code older than the last one accepted", async () => {
    const account = await enrolled();
    at(T0 + 60_000);
    const code = codeAt(account.secret, T0 + 60_000);
    expect(
      failed(await signInWithSecondFactor({ challenge: await challengeFor(account), code }, nextMeta())),
    ).toBe("ok");
    at(T0 + 70_000); // same step, still inside the window
    expect(
      failed(await signInWithSecondFactor({ challenge: await challengeFor(account), code }, nextMeta())),
    ).toBe("invalid_code");
    // The previous step's code is inside the tolerance but not newer than the accepted one.
    const older = codeAt(account.secret, T0 + 30_000);
    expect(
      failed(
        await signInWithSecondFactor({ challenge: await challengeFor(account), code: older }, nextMeta()),
      ),
    ).toBe("invalid_code");
    at(T0 + 90_000);
    const next = codeAt(account.secret, T0 + 90_000);
    expect(
      failed(
        await signInWithSecondFactor({ challenge: await challengeFor(account), code: next }, nextMeta()),
      ),
    ).toBe("ok");
  });

  it("accepts each recovery code once and says how many remain", async () => {
    const account = await enrolled();
    const [first, second] = account.codes;
    const one = await signInWithSecondFactor(
      { challenge: await challengeFor(account), code: ` ${first?.toUpperCase()} ` },
      nextMeta(),
    );
    expect(one.ok && one.recoveryCodesRemaining).toBe(9);
    const again = await signInWithSecondFactor(
      { challenge: await challengeFor(account), code: first ?? "" },
      nextMeta(),
    );
    expect(failed(again)).toBe("invalid_code");
    const two = await signInWithSecondFactor(
      { challenge: await challengeFor(account), code: second ?? "" },
      nextMeta(),
    );
    expect(two.ok && two.recoveryCodesRemaining).toBe(8);
  });

  it("throttles wrong codes per user: after five, even the right code waits", async () => {
    const account = await enrolled();
    at(T0 + 120_000);
    const challenge = await challengeFor(account);
    for (let i = 0; i < 5; i += 1) {
      expect(failed(await signInWithSecondFactor({ challenge, code: "000000" }, nextMeta()))).toBe(
        "invalid_code",
      );
    }
    const right = await signInWithSecondFactor(
      { challenge, code: codeAt(account.secret, T0 + 120_000) },
      nextMeta(),
    );
    expect(failed(right)).toBe("rate_limited");
    expect(!right.ok && right.retryAfterSeconds).toBeGreaterThan(0);
    at(T0 + 18 * 60_000); // the 15-minute window has passed
    const later = await signInWithSecondFactor(
      { challenge: await challengeFor(account), code: codeAt(account.secret, T0 + 18 * 60_000) },
      nextMeta(),
    );
    expect(failed(later)).toBe("ok");
  });

  it("refuses a forged, expired or outdated challenge", async () => {
    const account = await enrolled();
    const challenge = await challengeFor(account);
    const [body, signature] = challenge.split(".");
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? "", "base64url").toString()), r: true }),
    ).toString("base64url");
    at(T0 + 30_000);
    const code = codeAt(account.secret, T0 + 30_000);
    expect(
      failed(await signInWithSecondFactor({ challenge: `${forgedBody}.${signature}`, code }, nextMeta())),
    ).toBe("challenge_expired");
    expect(failed(await signInWithSecondFactor({ challenge: "not-a-challenge", code }, nextMeta()))).toBe(
      "challenge_expired",
    );
    at(T0 + 6 * 60_000);
    expect(
      failed(
        await signInWithSecondFactor(
          { challenge, code: codeAt(account.secret, T0 + 6 * 60_000) },
          nextMeta(),
        ),
      ),
    ).toBe("challenge_expired");
    // A password change voids every challenge earned with the old password.
    at(T0 + 7 * 60_000);
    const fresh = await challengeFor(account);
    await (
      await getDb()
    )
      .update(users)
      .set({ passwordHash: await hashPassword("Another-lantern-2026") })
      .where(eq(users.id, account.user.id));
    expect(
      failed(
        await signInWithSecondFactor(
          { challenge: fresh, code: codeAt(account.secret, T0 + 7 * 60_000) },
          nextMeta(),
        ),
      ),
    ).toBe("challenge_expired");
  });

  it("a password reset never skips the code", async () => {
    const account = await enrolled();
    await requestPasswordReset(account.email, nextMeta());
    const token = await tokenFromEmail(account.email, "/reset-password");
    await resetPassword({ token, newPassword: "Quartz-meadow-2026" }, nextMeta());
    const outcome = await signInWithPassword(
      { email: account.email, password: "Quartz-meadow-2026", remember: false },
      nextMeta(),
    );
    expect(failed(outcome)).toBe("two_factor_required");
  });

  it("turning it off needs a current code; afterwards the password alone signs in", async () => {
    const account = await enrolled();
    const who = { userId: account.user.id, name: account.name, email: account.email, ip: "192.0.2.1" };
    await expect(disableTwoFactor({ ...who, code: "123456" })).rejects.toMatchObject({
      fieldErrors: { code: [expect.any(String)] },
    });
    at(T0 + 30_000);
    await disableTwoFactor({ ...who, code: codeAt(account.secret, T0 + 30_000) });
    const db = await getDb();
    expect(await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, account.user.id))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, account.user.id)),
    ).toEqual([]);
    expect(
      (
        await signInWithPassword(
          { email: account.email, password: account.password, remember: false },
          nextMeta(),
        )
      ).ok,
    ).toBe(true);
  });
});

describe("recovery code regeneration", () => {
  it("needs a current authenticator code, not a recovery code; the new set works and the old one no longer does", async () => {
    const account = await enrolled();
    const who = { userId: account.user.id, name: account.name, email: account.email, ip: "192.0.2.1" };
    const [oldCode, spare] = account.codes;
    await expect(regenerateRecoveryCodes({ ...who, code: spare ?? "" })).rejects.toMatchObject({
      fieldErrors: { code: [expect.stringContaining("authenticator app")] },
    });
    // The code that turned it on may not be replayed for this either.
    await expect(regenerateRecoveryCodes({ ...who, code: codeAt(account.secret, T0) })).rejects.toMatchObject(
      {
        fieldErrors: { code: [expect.any(String)] },
      },
    );
    at(T0 + 30_000);
    const fresh = await regenerateRecoveryCodes({ ...who, code: codeAt(account.secret, T0 + 30_000) });
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => account.codes.includes(code))).toBe(false);

    const old = await signInWithSecondFactor(
      { challenge: await challengeFor(account), code: oldCode ?? "" },
      nextMeta(),
    );
    expect(failed(old)).toBe("invalid_code");
    const next = await signInWithSecondFactor(
      { challenge: await challengeFor(account), code: fresh[0] ?? "" },
      nextMeta(),
    );
    expect(next.ok && next.recoveryCodesRemaining).toBe(9);
  });
});
