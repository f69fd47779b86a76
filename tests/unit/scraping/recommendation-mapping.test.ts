import { describe, expect, it } from "vitest";
import {
  mapCriteria,
  mapRecommendation,
  recommendationHref,
  sourceBlock,
} from "@/lib/scraping/recommendation-mapping";

describe("recommendation to scraper", () => {
  it.each([
    ["Google Maps", "maps"],
    ["LinkedIn", "linkedin"],
    ["Instagram", "instagram"],
    ["Facebook", "facebook"],
    ["Facebook Business", "facebook"],
    ["Twitter", "twitter"],
    ["Website", "web"],
    ["Web Scraping", "web"],
    ["maps", "maps"],
  ])("maps the platform %s to %s", (name, id) => {
    const mapped = mapRecommendation({ platform: name });
    expect(mapped).toEqual({ ok: true, platform: id, parameters: {} });
  });

  it("refuses an unknown platform with the spec's message", () => {
    expect(mapRecommendation({ platform: "MySpace" })).toEqual({
      ok: false,
      error: 'Platform "MySpace" not found. Please select manually.',
    });
  });

  it("maps criteria lines to each platform's parameters", () => {
    expect(mapCriteria("maps", ["Search: Dentists", "State: Texas", "Budget: low"])).toEqual({
      business: "Dentists",
      location: "Texas",
    });
    expect(mapCriteria("maps", ["Location: Austin, TX"])).toEqual({ location: "Austin, TX" });
    expect(
      mapCriteria("linkedin", ["URL: https://www.linkedin.com/search/results/people/?keywords=cto"]),
    ).toEqual({
      searchUrl: "https://www.linkedin.com/search/results/people/?keywords=cto",
    });
    expect(mapCriteria("instagram", ["Username: natgeo"])).toEqual({ username: "natgeo" });
    expect(mapCriteria("web", ["Search: https://acme.example"])).toEqual({ url: "https://acme.example" });
  });

  it("keeps the first value of a parameter and skips lines without a key", () => {
    expect(
      mapCriteria("web", [
        "no colon here",
        ": empty key",
        "URL: https://a.example",
        "Search: https://b.example",
      ]),
    ).toEqual({
      url: "https://a.example",
    });
  });

  it("builds the link the recommendation screen follows", () => {
    const href = recommendationHref({
      platform: "Google Maps",
      criteria: ["Search: Dentists", "Location: Austin"],
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/ai-scraping");
    expect(url.searchParams.get("platform")).toBe("Google Maps");
    expect(url.searchParams.getAll("criteria")).toEqual(["Search: Dentists", "Location: Austin"]);
  });
});

describe("a recommendation's source that cannot run", () => {
  const notConnected = { code: "not_connected" as const, message: "LinkedIn account not connected." };
  const readiness = {
    sources: {
      linkedin: { unavailable: notConnected, attribution: null },
      maps: { unavailable: null, attribution: null },
    },
    balance: 100,
    canBuy: true,
  };

  it("is found by the name the recommendation gives its platform, or by its id", () => {
    expect(sourceBlock(readiness, "LinkedIn")).toEqual(notConnected);
    expect(sourceBlock(readiness, " linkedin ")).toEqual(notConnected);
  });

  it("is null for a source that can run, one without a status, and a platform not known or not built", () => {
    expect(sourceBlock(readiness, "Google Maps")).toBeNull();
    expect(sourceBlock(readiness, "Website")).toBeNull();
    expect(sourceBlock(readiness, "Carrier pigeon")).toBeNull();
    expect(sourceBlock(readiness, "Facebook")).toBeNull();
  });

  it("is the balance when it does not pay for one lead, with what this user can do about it", () => {
    const poor = { ...readiness, balance: 0.5 };
    expect(sourceBlock(poor, "Google Maps")).toEqual({
      code: "not_enough_credits",
      message:
        "Not enough credits: one lead costs 1 and your balance is 0.5. Buy more credits on the Billing page.",
    });
    expect(sourceBlock({ ...poor, canBuy: false }, "Google Maps")?.message).toMatch(
      /Ask the workspace owner to buy more credits\.$/,
    );
    // A website costs 1 a lead: 0.99 does not pay for it, 1 does.
    expect(sourceBlock({ ...readiness, balance: 0.99 }, "Website")?.code).toBe("not_enough_credits");
    expect(sourceBlock({ ...readiness, balance: 1 }, "Website")).toBeNull();
    // Not connected says so first: credits would not help.
    expect(sourceBlock(poor, "LinkedIn")).toEqual(notConnected);
  });
});
