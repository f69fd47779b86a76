import { describe, expect, it } from "vitest";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import { fallbackRecommendations } from "@/lib/recommendations/fallback";
import { extractLocation } from "@/lib/recommendations/location";
import { recommendationSchema } from "@/lib/recommendations/types";

const top = (description: string) => recommendBuiltIn(description).recommendations.find((r) => r.recommend)!;

describe("built-in recommender", () => {
  it("recommends Google Maps for a dental clinic in Singapore, searching for its customers (offices nearby), not other clinics", () => {
    const { recommendations, profile } = recommendBuiltIn(
      "Dental clinic in Singapore offering braces and whitening",
    );
    const maps = recommendations[0]!;
    expect(maps.platform).toBe("Google Maps");
    expect(maps.recommend).toBe(true);
    expect(maps.criteria).toEqual([
      "Search: offices",
      "Location: Singapore",
      "Also search: coworking spaces, companies",
    ]);
    expect(maps.reason).toBe("B2C, local, physical premises, Singapore → Google Maps");
    expect(profile).toMatchObject({
      industry: "Dental",
      audience: "B2C",
      reach: "local",
      location: "Singapore",
    });
  });

  it("reads premises named as the customers as businesses it sells to (B2B), its own premises as B2C", () => {
    const audience = (description: string) => recommendBuiltIn(description).profile.audience;
    expect(audience("Coffee roaster in Kuala Lumpur selling beans wholesale to cafes and restaurants")).toBe(
      "B2B",
    );
    expect(audience("We supply linen to hotels and restaurants in Penang")).toBe("B2B");
    expect(audience("Family restaurant with dine-in and takeaway for families in our neighbourhood")).toBe(
      "B2C",
    );
    expect(audience("Independent coffee shop and bakery with walk-in customers in the city centre")).toBe(
      "B2C",
    );
    // Customers named as consumers make a business B2C, whatever words they carry ("international").
    expect(audience("Language school in Madrid teaching Spanish to expats and international students")).toBe(
      "B2C",
    );
    expect(audience("Commercial cleaning company for offices and warehouses in Singapore")).toBe("B2B");
  });

  it("searches for the offices, HR managers and SMEs a dental practice wants deals with, never for dentists", () => {
    const { recommendations } = recommendBuiltIn(
      "Dental practice in Leeds that wants local patients and corporate deals with nearby SMEs",
    );
    const byPlatform = Object.fromEntries(recommendations.map((r) => [r.platform, r.criteria]));
    expect(byPlatform["Google Maps"]).toEqual([
      "Search: offices",
      "Location: Leeds",
      "Also search: coworking spaces, companies",
    ]);
    expect(byPlatform.LinkedIn).toContain(
      "URL: https://www.linkedin.com/search/results/people/?keywords=HR+manager+SMEs+Leeds",
    );
    expect(byPlatform.Instagram).toContain("Username: smes");
    expect(recommendations.flatMap((r) => r.criteria).join(" ")).not.toMatch(/dent|practice/i);
  });

  it("answers 3 to 6 valid recommendations with exactly one recommended, whatever the text", () => {
    for (const text of [
      "",
      "x",
      "We are a company that offers stuff to people",
      "B2B SaaS for CFOs",
      "🙂".repeat(300),
    ]) {
      const { recommendations } = recommendBuiltIn(text);
      expect(recommendations.length).toBeGreaterThanOrEqual(3);
      expect(recommendations.length).toBeLessThanOrEqual(6);
      expect(recommendations.filter((r) => r.recommend)).toHaveLength(1);
      for (const r of recommendations) expect(recommendationSchema.safeParse(r).success).toBe(true);
    }
  });

  it("puts LinkedIn first for B2B, Instagram for online consumer brands, Website for site-based prospecting", () => {
    expect(top("We sell payroll software to HR managers at mid-sized companies").platform).toBe("LinkedIn");
    expect(top("Handmade soap brand selling online through Etsy").platform).toBe("Instagram");
    expect(top("We do SEO audits and find blogs to pitch backlinks to").platform).toBe("Website");
  });

  it("gives LinkedIn a people-search URL (the scraper requires 'people') and leaves unknown values out", () => {
    const linkedin = recommendBuiltIn("Executive coaching for CFOs in London").recommendations.find(
      (r) => r.platform === "LinkedIn",
    )!;
    const url = linkedin.criteria.find((c) => c.startsWith("URL: "))!;
    expect(url).toContain("linkedin.com/search/results/people/");
    expect(linkedin.criteria).toContain("Location: London");
    const vague = recommendBuiltIn("Hair salon").recommendations[0]!;
    expect(vague.criteria.some((c) => c.startsWith("Location:"))).toBe(false);
  });

  it("defaults to local search when nothing in the text points anywhere, and says so", () => {
    const first = top("something");
    expect(first.platform).toBe("Google Maps");
    expect(first.reason).toContain("no strong signal");
  });

  it("reads places after a preposition or from the known list", () => {
    expect(extractLocation("Plumbing services in Austin, Texas")).toBe("Austin, Texas");
    expect(extractLocation("a bakery near the sea")).toBeNull();
    expect(extractLocation("we ship across europe")).toBe("Europe");
  });

  it("keeps the spec's three fallback recommendations with Google Maps recommended", () => {
    expect(fallbackRecommendations.map((r) => [r.platform, r.category, r.recommend])).toEqual([
      ["Google Maps", "Local Search", true],
      ["LinkedIn", "Professional Network", false],
      ["Instagram", "Social Media", false],
    ]);
  });
});
