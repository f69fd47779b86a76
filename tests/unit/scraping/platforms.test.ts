import { describe, expect, it } from "vitest";
import {
  clampEstimate,
  estimateCredits,
  getPlatform,
  missingParameters,
  platformByApiPath,
  platforms,
  startingEstimate,
} from "@/lib/scraping/platforms";

const must = (id: string) => {
  const p = getPlatform(id);
  if (!p) throw new Error(`no platform ${id}`);
  return p;
};

describe("platform registry", () => {
  it("holds the eight platforms with the spec's credits per lead", () => {
    expect(platforms.map((p) => [p.id, p.creditsPerLead])).toEqual([
      ["web", 1],
      ["image-to-word", 0.8],
      ["linkedin", 2.5],
      ["maps", 1],
      ["instagram", 1],
      ["facebook", 1.5],
      ["twitter", 1.2],
      ["telegram", 1.5],
    ]);
  });

  it("enables five and keeps facebook, twitter and telegram coming soon", () => {
    expect(platforms.filter((p) => !p.enabled).map((p) => p.id)).toEqual(["facebook", "twitter", "telegram"]);
    expect(platformByApiPath("facebook")).toBeUndefined();
    expect(platformByApiPath("google-maps")?.id).toBe("maps");
  });

  it("fixes web and image at one lead with the slider hidden", () => {
    for (const id of ["web", "image-to-word"]) {
      expect(must(id).showEstimatedLeads).toBe(false);
      expect(must(id).estimate).toEqual({ min: 1, default: 1, max: 1, step: 1 });
      expect(clampEstimate(must(id), 500)).toBe(1);
    }
  });

  it("uses the spec's sliders for maps, linkedin and instagram", () => {
    expect(must("maps").estimate).toEqual({ min: 10, default: 100, max: 500, step: 10 });
    expect(must("linkedin").estimate.max).toBe(1000);
    expect(must("instagram").estimate).toEqual({ min: 10, default: 1000, max: 1000, step: 10 });
  });

  it("clamps an estimate into the slider's range and steps", () => {
    const maps = must("maps");
    expect(clampEstimate(maps, 5)).toBe(10);
    expect(clampEstimate(maps, 9999)).toBe(500);
    expect(clampEstimate(maps, 44)).toBe(40);
    expect(clampEstimate(maps, undefined)).toBe(100);
    expect(clampEstimate(maps, Number.NaN)).toBe(100);
  });

  it("starts the slider at what the balance pays for, never above the default", () => {
    const linkedin = must("linkedin"); // 2.5 credits a lead, default 1000
    expect(startingEstimate(linkedin, 1000)).toBe(400);
    expect(estimateCredits(linkedin, startingEstimate(linkedin, 1000)).credits).toBe(1000);
    expect(startingEstimate(linkedin, 999.5)).toBe(390);
    expect(startingEstimate(linkedin, 10_000)).toBe(1000);
    expect(startingEstimate(linkedin, 3)).toBe(10);
    expect(startingEstimate(must("maps"), 1000)).toBe(100);
    expect(startingEstimate(must("web"), 0)).toBe(1);
  });

  it("names the required parameters left blank", () => {
    expect(missingParameters(must("maps"), { business: " ", location: "Austin" })).toEqual(["Business Type"]);
    expect(missingParameters(must("web"), { url: "https://a.example" })).toEqual([]);
  });
});

describe("credit calculator", () => {
  it("multiplies the estimate by the credits per lead and prices a credit at one cent", () => {
    expect(estimateCredits(must("linkedin"), 1000)).toEqual({ leads: 1000, credits: 2500, usd: "25.00" });
    expect(estimateCredits(must("image-to-word"), 1)).toEqual({ leads: 1, credits: 0.8, usd: "0.01" });
    expect(estimateCredits(must("twitter"), 30)).toEqual({ leads: 30, credits: 36, usd: "0.36" });
    expect(estimateCredits(must("maps"), 100).usd).toBe("1.00");
  });
});
