import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { signedInRoutes } from "@/lib/seo/routes";

beforeEach(() => vi.stubEnv("APP_URL", "https://crm.example.com"));
afterEach(() => vi.unstubAllEnvs());

function disallowedPaths(): string[] {
  const { rules } = robots();
  const rule = Array.isArray(rules) ? rules[0] : rules;
  expect(rule?.userAgent).toBe("*");
  const disallow = rule?.disallow ?? [];
  return Array.isArray(disallow) ? disallow : [disallow];
}

// Robots rules match by prefix, as crawlers read them.
const isDisallowed = (path: string) => disallowedPaths().some((prefix) => path.startsWith(prefix));

describe("robots", () => {
  it("keeps crawlers out of every signed-in route, the API and the dev tools", () => {
    for (const route of signedInRoutes) expect(isDisallowed(route), route).toBe(true);
    for (const path of [
      "/dashboard/anything",
      "/settings?tab=billing",
      "/api/health",
      "/dev/outbox",
      "/leads2",
    ]) {
      expect(isDisallowed(path), path).toBe(true);
    }
  });

  it("lets crawlers reach the public pages and points them at the sitemap on APP_URL", () => {
    for (const path of ["/", "/signup?plan=PRO", "/signin", "/forgot-password", "/opengraph-image"]) {
      expect(isDisallowed(path), path).toBe(false);
    }
    expect(robots().sitemap).toBe("https://crm.example.com/sitemap.xml");
  });
});

describe("sitemap", () => {
  it("lists the landing, sign-up and sign-in pages on APP_URL, none of them disallowed", () => {
    const entries = sitemap();
    expect(entries.map((entry) => entry.url)).toEqual([
      "https://crm.example.com/",
      "https://crm.example.com/signup",
      "https://crm.example.com/signin",
    ]);
    for (const entry of entries) expect(isDisallowed(new URL(entry.url).pathname)).toBe(false);
    expect(entries[0]?.priority).toBe(1);
  });
});
