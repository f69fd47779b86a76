import { describe, expect, it } from "vitest";
import {
  failureReason,
  scrapeFailureMessage,
  shortLocationHint,
  unavailableMessage,
} from "@/lib/scraping/messages";

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

describe("unavailableMessage", () => {
  const notConnected =
    "LinkedIn account not connected. Please connect your LinkedIn account in the Integrations page before scraping.";

  it("tells a member, who cannot open Integrations, to ask an owner or admin", () => {
    expect(unavailableMessage(notConnected, "not_connected", false)).toBe(
      `${notConnected} Only an owner or admin of this workspace can connect accounts: ask one of them to connect it.`,
    );
    expect(unavailableMessage("LinkedIn account is disconnected.", "disconnected", false)).toMatch(
      /ask one of them/,
    );
  });

  it("leaves the message as it is for whoever can connect, and for a source this server lacks", () => {
    expect(unavailableMessage(notConnected, "not_connected", true)).toBe(notConnected);
    const notConfigured = "Google Maps scraping is not configured on this server.";
    expect(unavailableMessage(notConfigured, "not_configured", false)).toBe(notConfigured);
  });
});

describe("failureReason", () => {
  it("takes the scrape screens' opening off a failed run's message, for a screen that says it failed", () => {
    const failed = scrapeFailureMessage("web", "None of the 2 sites could be read");
    expect(failed).toBe("Failed to start scraping: None of the 2 sites could be read");
    expect(failureReason(failed)).toBe("None of the 2 sites could be read");
    expect(failureReason("The scrape took too long and was stopped.")).toBe(
      "The scrape took too long and was stopped.",
    );
  });
});
