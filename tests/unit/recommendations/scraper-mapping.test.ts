import { describe, expect, it } from "vitest";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import { fallbackRecommendations } from "@/lib/recommendations/fallback";
import { mapRecommendation, recommendationHref } from "@/lib/scraping/recommendation-mapping";

describe("recommendations hand over to the scraper mapping (spec part 2 section 4)", () => {
  it("maps every built-in platform to a scraper platform with the parameters its criteria name", () => {
    const { recommendations } = recommendBuiltIn(
      "Executive coaching for CFOs of manufacturing companies in London",
    );
    const mapped = Object.fromEntries(recommendations.map((r) => [r.platform, mapRecommendation(r)]));
    expect(mapped["Google Maps"]).toMatchObject({
      ok: true,
      platform: "maps",
      parameters: { location: "London" },
    });
    expect(mapped.LinkedIn).toMatchObject({ ok: true, platform: "linkedin" });
    const linkedin = mapped.LinkedIn as { parameters: Record<string, string> };
    expect(linkedin.parameters.searchUrl).toMatch(
      /^https:\/\/www\.linkedin\.com\/search\/results\/people\/\?keywords=/,
    );
    expect(mapped.Instagram).toMatchObject({ ok: true, platform: "instagram" });
    expect(mapped.Website).toMatchObject({ ok: true, platform: "web", parameters: {} });
  });

  it("fills Business Type and Location for a local business, through the URL the Proceed button opens", () => {
    const maps = recommendBuiltIn("Dental clinic in Singapore").recommendations[0]!;
    expect(mapRecommendation(maps)).toEqual({
      ok: true,
      platform: "maps",
      parameters: { business: "offices", location: "Singapore" },
    });
    const url = new URL(recommendationHref(maps), "http://localhost");
    expect(url.pathname).toBe("/ai-scraping");
    expect(url.searchParams.getAll("criteria")).toEqual(maps.criteria);
  });

  it("maps the spec's fallback list without prefilling anything invented", () => {
    for (const r of fallbackRecommendations) {
      const mapped = mapRecommendation(r);
      expect(mapped.ok).toBe(true);
      expect(mapped.ok && mapped.parameters).toEqual({});
    }
  });
});
