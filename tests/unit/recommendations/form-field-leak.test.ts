import { describe, expect, it } from "vitest";
import { projectBrief } from "@/lib/projects/analysis";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import { extractLocation } from "@/lib/recommendations/location";
import { cleanPlace } from "@/lib/recommendations/runnable";

const project = {
  name: "Smile",
  description: "Dental clinic in Singapore",
  industry: "Dental",
  targetAudience: "Local patients and corporate deals with nearby SMEs",
  notes: "Call Mei about the Orchard branch",
  pricingRange: null,
};

describe("free-text fields of the project form never leak into search terms", () => {
  it("stops a place at the sentence end or the next field label (the reported 'Singapore. Notes')", () => {
    expect(extractLocation("Dental clinic in Singapore. Notes: Call Mei about the Orchard branch")).toBe(
      "Singapore",
    );
    expect(extractLocation("Dental clinic in Singapore Notes: Call Mei")).toBe("Singapore");
    expect(extractLocation("Bakery in Kuala Lumpur. Target audience: Offices")).toBe("Kuala Lumpur");
    expect(cleanPlace("Singapore. Notes: call after 5")).toBe("Singapore");
  });

  it("gives a project brief with audience and notes clean criteria on every card", () => {
    const brief = projectBrief(project);
    expect(brief).toContain("Notes: ");
    const { recommendations, profile } = recommendBuiltIn(brief);
    expect(profile.location).toBe("Singapore");
    for (const r of recommendations) {
      for (const line of r.criteria)
        expect(line, `${r.platform}: ${line}`).not.toMatch(/Notes|Target audience|Industry|Mei|Orchard/);
    }
    const maps = recommendations.find((r) => r.platform === "Google Maps")!;
    expect(maps.criteria).toContain("Location: Singapore");
    // The audience field is read for customers, as words, not pasted: "nearby SMEs" → an SME search.
    expect(maps.criteria.find((c) => c.startsWith("Search: "))).not.toMatch(/dental|clinic/i);
  });
});
