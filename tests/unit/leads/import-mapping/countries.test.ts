import { describe, expect, it } from "vitest";
import { regionOfCountry } from "@/lib/leads/import/mapping/countries";

describe("regionOfCountry", () => {
  it.each([
    ["Deutschland", "DE"],
    ["UK", "GB"],
    ["ae", "AE"],
    ["الإمارات العربية المتحدة", "AE"],
    ["الإمارات", "AE"],
    ["الامارات", "AE"],
    ["السعودية", "SA"],
    ["مصر", "EG"],
    ["ایران", "IR"],
    ["ישראל", "IL"],
    ["Україна", "UA"],
    ["Ελλάδα", "GR"],
    ["भारत", "IN"],
    ["ไทย", "TH"],
  ])("%s is %s", (cell, code) => {
    expect(regionOfCountry(cell)).toBe(code);
  });

  it("names no country for a cell that is not one", () => {
    expect(regionOfCountry("Atlantis")).toBeUndefined();
    expect(regionOfCountry("ZZ")).toBeUndefined();
    expect(regionOfCountry("")).toBeUndefined();
  });
});
