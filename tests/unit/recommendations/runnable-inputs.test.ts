import { describe, expect, it } from "vitest";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import { planCustomers } from "@/lib/recommendations/customers/plan";
import { scoreDescription } from "@/lib/recommendations/profile";
import { runnableCriteria, websiteNextStep } from "@/lib/recommendations/runnable";
import { getProvider } from "@/lib/scraping/providers";
import { mapRecommendation } from "@/lib/scraping/recommendation-mapping";

const descriptions = [
  "Dental clinic in Singapore offering family dentistry, braces and teeth whitening",
  "B2B SaaS platform that helps HR managers automate payroll for mid-sized companies",
  "Online fashion boutique selling handmade jewellery and accessories to young women",
  "Skincare brand selling vegan serums online, we want influencers and beauty lovers",
  "Tutoring centre for primary school children in Hong Kong",
  "Lead generation for roofing contractors: we find roofers and sell them leads",
  "We run a directory of independent bookstores, e.g. citylights.com and powells.com",
];

const guardOf = (description: string) =>
  planCustomers(description, scoreDescription(description).profile).guard;

describe("recommendations carry inputs the scraper runs as they are", () => {
  it("maps every card through mapRecommendation to parameters the scraper's own input schema accepts", () => {
    for (const description of descriptions) {
      const { recommendations, profile } = recommendBuiltIn(description);
      for (const r of recommendations) {
        const mapped = mapRecommendation(r);
        expect(mapped.ok, `${r.platform}: ${description}`).toBe(true);
        if (!mapped.ok) continue;
        const { parameters } = mapped;
        const needsLocation = mapped.platform === "maps" && !profile.location;
        const noSites = mapped.platform === "web" && !parameters.url;
        if (needsLocation) {
          // Nothing invented: the business type is there, the place is the person's to give.
          expect(parameters.business).toBeTruthy();
          expect(parameters.location).toBeUndefined();
        } else if (noSites) {
          expect(r.criteria).toContain(
            `Next step: ${r.criteria.find((c) => c.startsWith("Next step: "))!.slice(11)}`,
          );
          expect(r.criteria.find((c) => c.startsWith("Next step: "))).toMatch(
            /then send (its websites|them) to the Website scraper/,
          );
        } else {
          const parsed = getProvider(mapped.platform)!.input.safeParse(parameters);
          expect(parsed.success, `${r.platform} ${JSON.stringify(parameters)}: ${description}`).toBe(true);
        }
      }
    }
  });

  it("puts a hashtag word that passes Instagram's username pattern in the username field, never a phrase", () => {
    const instagram = recommendBuiltIn(
      "Skincare brand selling vegan serums online, we want influencers and beauty lovers",
    ).recommendations.find((r) => r.platform === "Instagram")!;
    const mapped = mapRecommendation(instagram);
    expect(mapped).toMatchObject({ ok: true, parameters: { username: "influencers" } });
    expect(instagram.criteria).toContain("Hashtags: #influencers #beautylovers #skincareroutine");
    expect(instagram.criteria.join(" ")).not.toMatch(/serum|skincarebrand/);
    const guard = guardOf("Skincare brand");
    expect(runnableCriteria("Instagram", ["Search: beauty lovers in Paris!"], guard)).toEqual([
      "Username: beautyloversinparis",
    ]);
    expect(runnableCriteria("Instagram", ["Username: @glow.daily"], guard)).toEqual(["Username: glow.daily"]);
    expect(
      runnableCriteria(
        "Instagram",
        ["Username: a phrase far too long to ever be an instagram username"],
        guard,
      ),
    ).toEqual([]);
  });

  it("keeps only LinkedIn people searches, and turns search words into one", () => {
    const guard = guardOf("Executive coaching for CFOs");
    expect(
      runnableCriteria(
        "LinkedIn",
        ["URL: https://www.linkedin.com/search/results/companies/?keywords=cfo"],
        guard,
      ),
    ).toEqual([]);
    expect(
      runnableCriteria("LinkedIn", ["URL: https://evil.example/search/results/people/?keywords=cfo"], guard),
    ).toEqual([]);
    expect(runnableCriteria("LinkedIn", ["Search: CFO manufacturing"], guard)).toEqual([
      "URL: https://www.linkedin.com/search/results/people/?keywords=CFO+manufacturing",
    ]);
  });

  it("gives the Website scraper the sites the description names, else says what to do", () => {
    const named = recommendBuiltIn(descriptions[6]!).recommendations.find((r) => r.platform === "Website")!;
    expect(mapRecommendation(named)).toMatchObject({
      ok: true,
      parameters: { url: "https://citylights.com/" },
    });
    const guard = guardOf("Web agency");
    expect(runnableCriteria("Website", ["Sites: local bakeries"], guard)).toEqual([
      "Sites: local bakeries",
      `Next step: ${websiteNextStep}`,
    ]);
    expect(runnableCriteria("Website", ["URL: not a site"], guard)).toEqual([
      "Sites: not a site",
      `Next step: ${websiteNextStep}`,
    ]);
  });
});
