import { describe, expect, it } from "vitest";
import {
  mapCriteria,
  mapRecommendation,
  recommendationHref,
  unavailableFor,
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
  const sources = {
    linkedin: { unavailable: notConnected, attribution: null },
    maps: { unavailable: null, attribution: null },
  };

  it("is found by the name the recommendation gives its platform, or by its id", () => {
    expect(unavailableFor(sources, "LinkedIn")).toEqual(notConnected);
    expect(unavailableFor(sources, " linkedin ")).toEqual(notConnected);
  });

  it("is null for a source that can run, one without a status, and a platform not known", () => {
    expect(unavailableFor(sources, "Google Maps")).toBeNull();
    expect(unavailableFor(sources, "Website")).toBeNull();
    expect(unavailableFor(sources, "Carrier pigeon")).toBeNull();
  });
});
