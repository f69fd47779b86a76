import { describe, expect, it } from "vitest";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import { extractLocation } from "@/lib/recommendations/location";

describe("the place a description names", () => {
  it.each([
    ["Steuerberatungskanzlei in München, suchen Mandanten", "München"],
    ["Wedding photographer based in São Paulo.", "São Paulo"],
    ["Bike repair shop in Malmö and Lund", "Malmö"],
    ["Caterer serving Île-de-France", "Île-de-France"],
    ["Dentist in Kraków, Poland", "Kraków, Poland"],
  ])("reads accented place names whole: %s", (text, place) => {
    expect(extractLocation(text)).toBe(place);
  });

  it("puts the whole name in the searches (was 'Location: M' for München)", () => {
    const { recommendations } = recommendBuiltIn(
      "Wir sind eine Steuerberatungskanzlei in München und suchen mittelständische Unternehmen.",
    );
    const maps = recommendations.find((r) => r.platform === "Google Maps")!;
    expect(maps.criteria).toContain("Location: München");
  });
});
