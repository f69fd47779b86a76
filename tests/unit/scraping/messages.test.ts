import { describe, expect, it } from "vitest";
import { scrapeFailureMessage, shortLocationHint } from "@/lib/scraping/messages";

describe("scrape failure messages", () => {
  it("gives /scrape the shorter location hint of the same maps failure", () => {
    const long = scrapeFailureMessage("maps", 'Google Maps found no area called "Atlantis"', "bad_input");
    expect(long).toBe(
      'Failed to start scraping: Google Maps found no area called "Atlantis". Please check if the location has any typos or try a different format (e.g., "New York, NY" or "London, UK").',
    );
    expect(shortLocationHint(long)).toBe(
      'Failed to start scraping: Google Maps found no area called "Atlantis". Please check the location format.',
    );
  });

  it("leaves every other message as it is", () => {
    const other = scrapeFailureMessage("web", "the site answered 404");
    expect(shortLocationHint(other)).toBe(other);
  });
});
