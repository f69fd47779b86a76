import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestMeta } from "@/lib/auth/request-meta";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { signUp } from "@/lib/auth/sign-up";
import { UNKNOWN_IP } from "@/lib/security/client-ip";
import { hitRateLimit, peekRateLimit, rateLimitRules } from "@/lib/security/rate-limit";
import { createVerifiedAccount, meta, newAccount } from "./support/users";

vi.mock("next/headers", () => import("./support/next-headers-mock"));
const { resetScope } = await import("./support/request-scope");

beforeEach(() => resetScope());

const attempt = (email: string, ip: string, password = "Wrong-password-123") =>
  signInWithPassword({ email, password, remember: false }, meta(ip));

describe("rate limits", () => {
  it("counts in a fixed window and opens again when it ends", async () => {
    const rule = { name: "test", limit: 2, windowSeconds: 60 };
    const t0 = new Date("2030-01-01T00:00:00Z");
    expect(await hitRateLimit(rule, "k", t0)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await hitRateLimit(rule, "k", new Date(t0.getTime() + 1000))).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(await hitRateLimit(rule, "k", new Date(t0.getTime() + 2000))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 58,
    });
    expect(await hitRateLimit(rule, "k", new Date(t0.getTime() + 61_000))).toMatchObject({
      allowed: true,
      count: 1,
    });
  });

  it("the 11th sign-in in a minute from one address is refused with a wait", async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt(`nobody${i}@example.com`, "192.0.2.10")).ok).toBe(false);
    const blocked = await attempt("nobody-else@example.com", "192.0.2.10");
    expect(blocked).toMatchObject({ ok: false, code: "rate_limited", status: 429 });
    expect(blocked.ok ? 0 : blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.ok ? "" : blocked.message).toMatch(/^Too many attempts\. Please try again in 1 minute\.$/);
    expect((await attempt("nobody-else@example.com", "192.0.2.11")).ok ? "" : "not_registered").toBe(
      "not_registered",
    );
  });

  it("5 failures from one address hold back that address only: the right password from a clean address gets in", async () => {
    const account = await createVerifiedAccount();
    for (let i = 0; i < 5; i++)
      expect(await attempt(account.email, "10.1.0.1")).toMatchObject({ code: "wrong_password" });
    const held = await attempt(account.email, "10.1.0.1", account.password);
    expect(held).toMatchObject({ code: "rate_limited" });
    if (!held.ok) expect(held.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await attempt(account.email, "10.2.0.1", account.password)).ok).toBe(true);
  });

  it("50 failures for one email from many addresses hold back the addresses that failed, not a clean one", async () => {
    const account = await createVerifiedAccount();
    for (let i = 0; i < 50; i++)
      expect(await attempt(account.email, `10.3.${Math.floor(i / 2)}.${(i % 2) + 1}`)).toMatchObject({
        code: "wrong_password",
      });
    expect(await attempt(account.email, "10.3.0.1", account.password)).toMatchObject({
      code: "rate_limited",
    });
    expect((await attempt(account.email, "10.4.0.1", account.password)).ok).toBe(true);
  });

  it("with no known client address there is no one bucket for the site: 30 sign-ins and 8 sign-ups all answer", async () => {
    const account = await createVerifiedAccount();
    for (let i = 0; i < 30; i++)
      expect(await attempt(`someone${i}@example.com`, UNKNOWN_IP)).toMatchObject({ code: "not_registered" });
    expect((await attempt(account.email, UNKNOWN_IP, account.password)).ok).toBe(true);
    for (let i = 0; i < 8; i++)
      await expect(
        signUp({ ...newAccount(), referralCode: undefined }, meta(UNKNOWN_IP)),
      ).resolves.toBeUndefined();
  });

  it("the site-wide ceiling still holds when no address is known", async () => {
    const rule = rateLimitRules.signUpSiteWide;
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(rule, "site");
    await expect(
      signUp({ ...newAccount(), referralCode: undefined }, meta(UNKNOWN_IP)),
    ).rejects.toMatchObject({
      code: "rate_limited",
    });
    await expect(
      signUp({ ...newAccount(), referralCode: undefined }, meta("192.0.2.50")),
    ).resolves.toBeUndefined();
  });

  it("IPv6 clients share one bucket per /64", async () => {
    const a = requestMeta(new Headers({ "x-forwarded-for": "2001:db8:1:2::1" })).ip;
    expect(a).toBe("unknown"); // TRUSTED_PROXY is none in tests: the header is ignored
    const { clientIp } = await import("@/lib/security/client-ip");
    const first = clientIp(new Headers({ "x-forwarded-for": "2001:db8:1:2::1" }), "x-forwarded-for");
    const second = clientIp(new Headers({ "x-forwarded-for": "2001:db8:1:2:ffff:1:2:3" }), "x-forwarded-for");
    expect(first).toBe(second);
    for (let i = 0; i < 10; i++) await attempt(`v6-${i}@example.com`, first);
    expect(await attempt("v6-last@example.com", second)).toMatchObject({ code: "rate_limited" });
  });

  it("a spoofed X-Forwarded-For is ignored without a trusted proxy: the request has no known address", async () => {
    for (let i = 0; i < 12; i++) {
      const spoofed = requestMeta(new Headers({ "x-forwarded-for": `203.0.113.${i}` }));
      expect(spoofed.ip).toBe(UNKNOWN_IP);
      expect(
        await signInWithPassword(
          { email: `spoof${i}@example.com`, password: "Wrong-password-123", remember: false },
          spoofed,
        ),
      ).toMatchObject({ code: "not_registered" });
    }
    const state = await peekRateLimit(rateLimitRules.signInPerIp, "203.0.113.0");
    expect(state.count).toBe(0);
  });
});
