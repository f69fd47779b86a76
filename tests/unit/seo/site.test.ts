import { describe, expect, it } from "vitest";
import { absoluteUrl, getSiteUrl } from "@/lib/seo/site";

describe("getSiteUrl", () => {
  it("falls back to localhost:3000 when APP_URL is unset or blank", () => {
    expect(getSiteUrl(undefined).href).toBe("http://localhost:3000/");
    expect(getSiteUrl("  ").href).toBe("http://localhost:3000/");
  });

  it("keeps only the origin of APP_URL", () => {
    expect(getSiteUrl("https://crm.example.com/some/path?x=1").href).toBe("https://crm.example.com/");
  });

  it("refuses a URL that is not http(s)", () => {
    expect(() => getSiteUrl("ftp://crm.example.com")).toThrow(/http/);
    expect(() => getSiteUrl("not a url")).toThrow();
  });
});

describe("absoluteUrl", () => {
  it("resolves a path with its query against the site URL", () => {
    const site = new URL("https://crm.example.com");
    expect(absoluteUrl("/signup?plan=PRO", site)).toBe("https://crm.example.com/signup?plan=PRO");
    expect(absoluteUrl("/", site)).toBe("https://crm.example.com/");
  });
});
