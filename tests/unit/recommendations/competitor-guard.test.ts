import { describe, expect, it } from "vitest";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import { findsCompetitors, subjectTerms } from "@/lib/recommendations/customers/guard";
import { planCustomers } from "@/lib/recommendations/customers/plan";
import { groundRecommendations } from "@/lib/recommendations/ground";
import { scoreDescription } from "@/lib/recommendations/profile";
import { mentions, searchTermsOf } from "@/lib/recommendations/search-terms";
import type { Recommendation } from "@/lib/recommendations/types";

const planFor = (description: string) => planCustomers(description, scoreDescription(description).profile);
const allTerms = (description: string) =>
  recommendBuiltIn(description).recommendations.flatMap((r) => searchTermsOf(r.criteria));

describe("the competitor guard", () => {
  it("reads the business's own nouns from its first sentence's subject", () => {
    expect(subjectTerms("Dental clinic in Singapore offering braces")).toEqual(["dental clinic", "clinic"]);
    expect(subjectTerms("Hotel and boutique resort in Phuket")).toEqual([
      "hotel",
      "boutique resort",
      "resort",
    ]);
    expect(subjectTerms("Commercial cleaning company for offices")).toEqual(["commercial cleaning"]);
    expect(subjectTerms("We build websites for shops")).toEqual([]);
  });

  it("rejects the business's own type and its kind's nouns as search terms, also run together in a hashtag", () => {
    const { guard } = planFor("Dental clinic in Singapore offering family dentistry");
    for (const term of ["dental clinics", "Dentist", "clinic", "#dentistry", "orthodontist"])
      expect(findsCompetitors(term, guard)).toBe(true);
    for (const term of ["offices", "HR manager", "coworking spaces"])
      expect(findsCompetitors(term, guard)).toBe(false);
    expect(findsCompetitors("farmtotable", planFor("Organic vegetable farm in Vermont").guard)).toBe(true);
  });

  it("lets a trade through when the description names it as the customers", () => {
    const description = "Lead generation for roofing contractors: we find roofers and sell them leads";
    const { guard, places } = planFor(description);
    expect(findsCompetitors("roofing contractors", guard)).toBe(false);
    expect(findsCompetitors("lead generation agencies", guard)).toBe(true);
    expect(places[0]).toBe("roofing contractors");
    // The same trade is the business itself when it is the subject.
    expect(findsCompetitors("roofing contractors", planFor("Roofing contractor in Leeds").guard)).toBe(true);
  });

  it("keeps every built-in card free of competitor terms while the top card names customers", () => {
    const cases: Array<[string, string[], string[]]> = [
      [
        "Dental clinic in Singapore offering family dentistry, braces and teeth whitening",
        ["offices", "hr manager"],
        ["dental", "dentist", "clinic"],
      ],
      [
        "Wholesale coffee bean roaster supplying cafes and restaurants across Melbourne",
        ["cafes"],
        ["roaster", "coffee roaster"],
      ],
      ["Plumbing services in Austin, Texas", ["property management"], ["plumbing", "plumber"]],
      ["Hotel and boutique resort in Phuket", ["travel agencies"], ["hotel", "resort"]],
    ];
    for (const [description, customers, competitors] of cases) {
      const { recommendations } = recommendBuiltIn(description);
      const top = searchTermsOf(recommendations.find((r) => r.recommend)!.criteria);
      expect(
        customers.some((c) => mentions(top, c)),
        description,
      ).toBe(true);
      for (const c of competitors)
        expect(mentions(allTerms(description), c), `${description}: ${c}`).toBe(false);
    }
  });

  it("holds a model's answer to the same guard and fills the inputs it got wrong from the customers", () => {
    const description = "Dental clinic in Singapore offering family dentistry";
    const model: Recommendation[] = [
      {
        id: "ai-1",
        platform: "Google Maps",
        icon: "📍",
        category: "Local Search",
        description: "d",
        criteria: ["Search: dental clinic", "Location: Singapore. Notes: open late"],
        recommend: true,
      },
      {
        id: "ai-2",
        platform: "Instagram",
        icon: "📸",
        category: "Social",
        description: "d",
        criteria: ["Search: families who need a dentist"],
        recommend: false,
      },
      {
        id: "ai-3",
        platform: "LinkedIn",
        icon: "💼",
        category: "Pro",
        description: "d",
        criteria: ["URL: https://www.linkedin.com/search/results/companies/?keywords=dental"],
        recommend: false,
      },
    ];
    const [maps, instagram, linkedin] = groundRecommendations(description, model);
    expect(maps!.criteria).toContain("Search: offices");
    expect(maps!.criteria).toContain("Location: Singapore");
    expect(maps!.criteria.join(" ")).not.toMatch(/dental|Notes/i);
    expect(instagram!.criteria.find((c) => c.startsWith("Username: "))).toMatch(
      /^Username: [a-z0-9._]{1,30}$/,
    );
    expect(instagram!.criteria.join(" ")).not.toMatch(/dentist/i);
    expect(linkedin!.criteria.find((c) => c.startsWith("URL: "))).toMatch(
      /^URL: https:\/\/www\.linkedin\.com\/search\/results\/people\/\?keywords=/,
    );
    expect(linkedin!.criteria.join(" ")).not.toMatch(/companies\/|dental/i);
  });
});
