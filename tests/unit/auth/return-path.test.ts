import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/auth/return-path";
import { sameOriginPath } from "@/lib/links/same-origin-path";

const APP = "http://localhost:3000";

/** Each must either be refused or come back as a path that, resolved against APP_URL, stays on APP_URL. */
const offSite = [
  "/.//evil.example/",
  "/.//evil.example/x",
  "/..//evil.example/x",
  "/\\evil.example",
  "\\/evil.example",
  "//evil.example",
  "///evil.example",
  "https://evil.example",
  "http:evil.example",
  "/\t/evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/.%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%2e//evil.example",
  "javascript:alert(1)",
  "data:text/html,hi",
];

describe("sameOriginPath", () => {
  it.each(offSite)("%s never leads off APP_URL", (value) => {
    const path = sameOriginPath(value, APP);
    if (path === null) return;
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(path).not.toContain("\\");
    expect(new URL(path, APP).origin).toBe(APP);
    expect(new URL(path, "https://other.example").origin).toBe("https://other.example");
  });

  it.each([
    ["https://evil.example", null],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["javascript:alert(1)", null],
    ["/.//evil.example/x", "/evil.example/x"],
    ["/leads?page=2#top", "/leads?page=2#top"],
    ["http://localhost:3000/settings?tab=billing", "/settings?tab=billing"],
    ["/a/../integrations", "/integrations"],
  ])("%s → %s", (value, expected) => {
    expect(sameOriginPath(value, APP)).toBe(expected);
  });

  it("refuses what is not a string, and resolves against APP_URL by default", () => {
    expect(sameOriginPath(42, APP)).toBeNull();
    expect(sameOriginPath(undefined, APP)).toBeNull();
    expect(sameOriginPath("/dashboard")).toBe("/dashboard");
  });
});

describe("sign-in callbackUrl", () => {
  it.each([...offSite, ""])("%s → a path on this site", (value) => {
    const path = safeCallbackPath(value);
    expect(new URL(path, APP).origin).toBe(APP);
    expect(new URL(path, "https://other.example").origin).toBe("https://other.example");
  });

  it.each([
    ["https://evil.example", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/.//evil.example/x", "/evil.example/x"],
    [null, "/dashboard"],
    ["/leads?page=2", "/leads?page=2"],
  ])("%s → %s", (value, expected) => {
    expect(safeCallbackPath(value)).toBe(expected);
  });
});
