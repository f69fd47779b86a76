import { describe, expect, it } from "vitest";
import { contactFromLinkedin, titleAndCompany } from "@/lib/leads/contact/from-linkedin";
import { personToLead } from "@/lib/scraping/providers/linkedin";

/** One item of Unipile's LinkedIn people search, through the provider's own lead mapping. */
const person = {
  type: "PEOPLE",
  id: "ACoAAB1234",
  public_identifier: "priya-natarajan",
  public_profile_url: "https://www.linkedin.com/in/priya-natarajan",
  name: "Priya Natarajan",
  headline: "VP Marketing at Brightline Health | Growth, Brand",
  location: "Austin, Texas, United States",
  network_distance: "DISTANCE_2",
  followers_count: 4312,
};

describe("contactFromLinkedin", () => {
  it("splits the name and reads the title and company from the headline", () => {
    const contact = contactFromLinkedin(personToLead(person, "2026-11-25T10:00:00.000Z"));
    expect([contact.firstName, contact.lastName]).toEqual(["Priya", "Natarajan"]);
    expect([contact.title, contact.company]).toEqual(["VP Marketing", "Brightline Health"]);
    expect(contact.socials).toEqual([
      { network: "linkedin", url: "https://www.linkedin.com/in/priya-natarajan", source: "linkedin" },
    ]);
    expect(contact.emails).toEqual([]);
    expect(contact.provenance.title).toBe("linkedin");
  });

  it("reads headlines without a company", () => {
    expect(titleAndCompany("Founder @ Acme")).toEqual({ title: "Founder", company: "Acme" });
    expect(titleAndCompany("Freelance designer · Berlin")).toEqual({
      title: "Freelance designer",
      company: null,
    });
  });
});
