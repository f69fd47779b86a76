import { NextRequest, NextResponse } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiSecurityHeaders,
  buildContentSecurityPolicy,
  buildStaticContentSecurityPolicy,
  createNonce,
  prerenderedPages,
  referrerPolicyFor,
  staticSecurityHeaders,
} from "@/lib/security/headers";
import { withSecurityHeaders } from "@/lib/security/secure-response";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const prod = { production: true, https: true };

describe("content security policy", () => {
  it("allows scripts only by this request's nonce, never inline or eval in production", () => {
    const nonce = createNonce();
    const policy = directives(buildContentSecurityPolicy(nonce, { development: false, https: true }));
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("adds unsafe-eval for React's development tooling only, and no upgrade over http", () => {
    const policy = directives(buildContentSecurityPolicy("abc", { development: true, https: false }));
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("makes a fresh, unguessable nonce every time", () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64").length).toBe(16);
  });

  it("gives prerendered pages a hash policy without unsafe-inline", () => {
    const policy = directives(
      buildStaticContentSecurityPolicy(["aGFzaA=="], { development: false, https: true }),
    );
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-aGFzaA=='"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(prerenderedPages).toContain("/");
  });
});

describe("static security headers", () => {
  it("sends nosniff, DENY, a permissions policy and HSTS in production over https", () => {
    const headers = staticSecurityHeaders("/leads", prod);
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cache-Control": "no-store",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
  });

  it("leaves HSTS out outside production or over http", () => {
    expect(
      staticSecurityHeaders("/", { production: false, https: true })["Strict-Transport-Security"],
    ).toBeUndefined();
    expect(
      staticSecurityHeaders("/", { production: true, https: false })["Strict-Transport-Security"],
    ).toBeUndefined();
  });

  it("sends no referrer from token pages", () => {
    expect(referrerPolicyFor("/reset-password")).toBe("no-referrer");
    expect(referrerPolicyFor("/verify-email")).toBe("no-referrer");
    expect(referrerPolicyFor("/signin")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps prerendered pages and public files cacheable, nothing else", () => {
    expect(staticSecurityHeaders("/", prod)["Cache-Control"]).toBeUndefined();
    expect(staticSecurityHeaders("/robots.txt", prod)["Cache-Control"]).toBeUndefined();
    expect(staticSecurityHeaders("/dashboard", prod)["Cache-Control"]).toBe("no-store");
    expect(apiSecurityHeaders(prod)).toMatchObject({
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
  });
});

describe("withSecurityHeaders (middleware)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("forwards the nonce policy on the request so Next stamps its scripts", () => {
    vi.stubEnv("NODE_ENV", "production");
    const request = new NextRequest("http://localhost:3000/leads");
    const response = withSecurityHeaders(request, NextResponse.next());
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-override-headers")?.split(",")).toContain("x-nonce");
  });

  it("keeps request headers the middleware logic already overrode", () => {
    vi.stubEnv("NODE_ENV", "production");
    const request = new NextRequest("http://localhost:3000/leads", { headers: { "x-original": "1" } });
    const decided = NextResponse.next({
      request: { headers: new Headers({ "x-original": "1", "x-added": "yes" }) },
    });
    const response = withSecurityHeaders(request, decided);
    expect(response.headers.get("x-middleware-request-x-added")).toBe("yes");
    expect(response.headers.get("x-middleware-request-x-original")).toBe("1");
  });

  it("leaves the CSP of a prerendered page to the header rule the build wrote for it", () => {
    vi.stubEnv("NODE_ENV", "production");
    const response = withSecurityHeaders(new NextRequest("http://localhost:3000/"), NextResponse.next());
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("adds headers to redirects, including ones with immutable headers", () => {
    vi.stubEnv("NODE_ENV", "production");
    const request = new NextRequest("http://localhost:3000/leads");
    const response = withSecurityHeaders(request, Response.redirect("http://localhost:3000/signin", 307));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/signin");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-middleware-override-headers")).toBeNull();
  });
});
