import { describe, expect, it } from "vitest";
import { contactFromWebsite } from "@/lib/leads/contact/from-website";
import type { WebLead } from "@/lib/scraping/web/extract/site";
import { toScrapedLead } from "@/lib/scraping/providers/web";

/** What the website extractor gives for a German engineering firm with several addresses and people. */
const site: WebLead = {
  url: "https://www.mueller-ingenieure.de/",
  companyName: "Müller Ingenieure GmbH",
  description: "Tragwerksplanung und Bauphysik",
  emails: [
    "info@mueller-ingenieure.de",
    "bewerbung@mueller-ingenieure.de",
    "k.mueller@mueller-ingenieure.de",
  ],
  phones: ["+4989123456780", "+491701234567"],
  socials: ["https://www.linkedin.com/company/mueller-ingenieure", "https://www.xing.com/pages/mueller"],
  addresses: [
    { street: "Leopoldstraße 12", locality: "München", postalCode: "80802", country: "DE" },
    "Zweigstelle Augsburg",
  ],
  people: [{ name: "Dr. Klaus Müller", role: "Geschäftsführer" }],
  region: "DE",
  pagesCrawled: 6,
};

describe("contactFromWebsite", () => {
  it("keeps every email and phone, the profiles, the first address and the contact person", () => {
    // Saved leads keep web output under jsonOutput (lib/scraping/save-leads.ts).
    const lead = toScrapedLead(site);
    // The lead's Address line is written as every other source's (lib/leads/contact/address.ts).
    expect(lead.address).toBe("Leopoldstraße 12, 80802 München, DE");
    const contact = contactFromWebsite({ ...lead, data: { jsonOutput: lead.data, status: "NEW" } });
    expect(contact.emails.map((e) => e.address)).toEqual(site.emails);
    expect(contact.emails[0]).toEqual({
      address: "info@mueller-ingenieure.de",
      status: "unchecked",
      source: "web",
    });
    expect(contact.phones.map((p) => [p.number, p.type])).toEqual([
      ["+4989123456780", "landline"],
      ["+491701234567", "mobile"],
    ]);
    expect(contact.company).toBe("Müller Ingenieure GmbH");
    // The title is not a first name: "Hi {{firstName}}" greets Klaus.
    expect([contact.firstName, contact.lastName, contact.title]).toEqual([
      "Klaus",
      "Müller",
      "Geschäftsführer",
    ]);
    expect(contact.website).toBe("https://www.mueller-ingenieure.de");
    expect(contact.domain).toBe("mueller-ingenieure.de");
    expect(contact.socials).toEqual([
      { network: "linkedin", url: "https://www.linkedin.com/company/mueller-ingenieure", source: "web" },
      { network: "other", url: "https://www.xing.com/pages/mueller", source: "web" },
    ]);
    expect(contact.address).toEqual({
      street: "Leopoldstraße 12",
      locality: "München",
      postalCode: "80802",
      country: "DE",
    });
  });

  it("reads an address the page wrote on one line into its parts", () => {
    const lead = toScrapedLead({ ...site, addresses: ["Hauptstraße 5, 10115 Berlin, Germany"] });
    expect(contactFromWebsite(lead).address).toEqual({
      street: "Hauptstraße 5",
      postalCode: "10115",
      locality: "Berlin",
      country: "Germany",
    });
    // A line naming the business before its street.
    const withCompany = toScrapedLead({
      ...site,
      addresses: ["Müller Ingenieure GmbH, Hauptstraße 5, 10115 Berlin"],
    });
    expect(contactFromWebsite(withCompany).address).toEqual({
      street: "Hauptstraße 5",
      postalCode: "10115",
      locality: "Berlin",
    });
    // Without a postal code to anchor them, the parts are not guessed.
    for (const line of ["Zweigstelle Augsburg", "Austin, TX"]) {
      const named = toScrapedLead({ ...site, addresses: [line] });
      expect(contactFromWebsite(named).address).toEqual({ street: line });
    }
  });

  it("reads a record saved without the jsonOutput wrapper the same way", () => {
    const lead = toScrapedLead(site);
    expect(contactFromWebsite(lead).emails).toHaveLength(3);
  });
});
