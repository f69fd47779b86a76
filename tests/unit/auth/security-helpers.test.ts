import { describe, expect, it } from "vitest";
import { planLabel } from "@/lib/account/plan-label";
import { isForeignRequest } from "@/lib/api/origin";
import { toGmt8 } from "@/lib/auth/format";
import { passwordStrength } from "@/lib/auth/password-strength";
import { safeCallbackPath } from "@/lib/auth/return-path";
import { isProtectedPath, isSignedOutOnlyPath } from "@/lib/auth/routes";
import { clientIp, normaliseIp, UNKNOWN_IP } from "@/lib/security/client-ip";
import { createToken, hashToken } from "@/lib/security/tokens";

describe("client IP", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("ignores forwarding headers unless TRUSTED_PROXY names one", () => {
    expect(clientIp(headers({ "x-forwarded-for": "1.2.3.4" }), "none")).toBe(UNKNOWN_IP);
    expect(clientIp(headers({ "x-real-ip": "1.2.3.4" }), "x-forwarded-for")).toBe(UNKNOWN_IP);
    expect(clientIp(headers({ "x-real-ip": "1.2.3.4" }), "x-real-ip")).toBe("1.2.3.4");
  });
  it("takes the rightmost X-Forwarded-For entry (the one the proxy added)", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 1.2.3.4" }), "x-forwarded-for")).toBe("1.2.3.4");
    expect(clientIp(headers({ "x-forwarded-for": "garbage" }), "x-forwarded-for")).toBe(UNKNOWN_IP);
  });
  it("buckets IPv6 by /64 and unwraps IPv4-mapped addresses", () => {
    expect(normaliseIp("2001:db8:abcd:12::1")).toBe("2001:db8:abcd:12::/64");
    expect(normaliseIp("2001:0db8:abcd:0012:ffff:ffff:ffff:ffff")).toBe("2001:db8:abcd:12::/64");
    expect(normaliseIp("::1")).toBe("0:0:0:0::/64");
    expect(normaliseIp("[2001:db8::5]")).toBe("2001:db8:0:0::/64");
    expect(normaliseIp("::ffff:10.0.0.1")).toBe("10.0.0.1");
  });
});

describe("redirect targets", () => {
  it.each([
    ["https://evil.example", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
    ["", "/dashboard"],
    ["/leads?page=2", "/leads?page=2"],
  ])("callbackUrl %s → %s", (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });
});

describe("route table", () => {
  it("protects both groups, not their look-alikes", () => {
    for (const path of [
      "/dashboard",
      "/settings",
      "/leads",
      "/leads/12",
      "/leads2",
      "/billing",
      "/data-privacy",
    ])
      expect(isProtectedPath(path)).toBe(true);
    for (const path of ["/", "/signin", "/billing-success", "/billing-cancel", "/leadsx", "/dev/outbox"])
      expect(isProtectedPath(path)).toBe(false);
    expect(isSignedOutOnlyPath("/signup")).toBe(true);
    expect(isSignedOutOnlyPath("/signup-success")).toBe(false);
  });
});

describe("CSRF for route handlers", () => {
  const req = (method: string, headers: Record<string, string>) =>
    new Request("http://localhost:3000/api/x", { method, headers });
  it("refuses foreign or null origins and cross-site fetches on state-changing methods only", () => {
    const app = "http://localhost:3000";
    expect(isForeignRequest(req("POST", { origin: "https://evil.example" }), app)).toBe(true);
    expect(isForeignRequest(req("DELETE", { origin: "null" }), app)).toBe(true);
    expect(isForeignRequest(req("PATCH", { "sec-fetch-site": "cross-site" }), app)).toBe(true);
    expect(isForeignRequest(req("POST", { origin: app, "sec-fetch-site": "same-origin" }), app)).toBe(false);
    expect(isForeignRequest(req("POST", {}), app)).toBe(false);
    expect(isForeignRequest(req("GET", { origin: "https://evil.example" }), app)).toBe(false);
  });
});

describe("small helpers", () => {
  it("plan labels come from the catalog", () => {
    expect((["FREE", "PRO", "ENTERPRISE"] as const).map(planLabel)).toEqual([
      "Free Plan",
      "Professional Plan",
      "Enterprise Plan",
    ]);
  });
  it("password strength follows the spec thresholds", () => {
    expect(["", "abc", "abcdef", "abcdefghi", "abcdefghij"].map(passwordStrength)).toEqual([
      "none",
      "weak",
      "medium",
      "medium",
      "strong",
    ]);
  });
  it("GMT+8 times", () => {
    expect(toGmt8(new Date("2026-01-31T20:15:00Z"))).toBe("2026-02-01T04:15:00+08:00");
    expect(toGmt8(null)).toBeNull();
  });
  it("tokens are 43 base64url characters and only their SHA-256 is kept", () => {
    const { token, tokenHash } = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(hashToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(createToken().token).not.toBe(token);
  });
});
