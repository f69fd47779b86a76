import { describe, expect, it } from "vitest";
import { buildContact } from "@/lib/leads/contact/build";
import { addFoundContacts, type FoundTarget } from "@/lib/leads/contact/add-found";

const lead: FoundTarget = {
  name: "Alpha",
  company: "Alpha Works",
  firstName: null,
  lastName: null,
  title: null,
  email: null,
  phone: "+442079460000",
  website: "https://alpha.example/",
  domain: "alpha.example",
  addressParts: null,
  emails: [],
  phones: [{ number: "+442079460000", e164: true, type: "landline", source: "csv" }],
  socials: [],
  provenance: { name: "csv", company: "csv", phones: "csv", website: "csv" },
};

const found = buildContact("web", {
  name: "Alpha Works Ltd",
  company: "Alpha Works Ltd",
  emails: [{ address: "hello@alpha.example", status: "unchecked", source: "web" }],
  phones: [
    { number: "+442079460000", e164: true, type: "landline", source: "web" },
    { number: "+442079460123", e164: true, type: "landline", source: "web" },
  ],
  website: "https://alpha.example/",
  address: { locality: "London" },
});

describe("adding what a website gave to an existing lead", () => {
  it("appends what the lead lacks with its source, fills empty fields and replaces nothing", () => {
    const { set, provenance, added } = addFoundContacts(lead, found);
    expect(set.email).toBe("hello@alpha.example");
    expect(set.emails).toEqual([{ address: "hello@alpha.example", status: "unchecked", source: "web" }]);
    // The lead keeps its own primary phone; the new one is appended.
    expect(set.phone).toBeUndefined();
    expect(set.phones?.map((p) => [p.number, p.source])).toEqual([
      ["+442079460000", "csv"],
      ["+442079460123", "web"],
    ]);
    expect(set.company).toBeUndefined();
    expect(set.name).toBeUndefined();
    expect(set.addressParts).toEqual({ locality: "London" });
    // The table's Location shows the found town; a found address without a street is no Address line.
    expect(set.location).toBe("London");
    expect(set.address).toBeUndefined();
    expect(added.sort()).toEqual(["address", "emails", "phones"]);
    expect(provenance).toEqual({ ...lead.provenance, emails: "web", address: "web" });
  });

  it("keeps the Location and Address a source gave when it adds a found address", () => {
    const street = buildContact("web", {
      address: { street: "1 Strand", locality: "London", country: "UK" },
    });
    const shown = { location: "Greater London Area", address: "The Strand" };
    const { set } = addFoundContacts({ ...lead, ...shown }, street);
    expect(set.addressParts).toEqual({ street: "1 Strand", locality: "London", country: "UK" });
    expect([set.location, set.address]).toEqual([undefined, undefined]);
    expect(addFoundContacts(lead, street).set).toMatchObject({
      location: "London, UK",
      address: "1 Strand, London, UK",
    });
  });

  it("adds nothing when the lead already has all of it", () => {
    const { set, added } = addFoundContacts(lead, buildContact("web", { phones: lead.phones }));
    expect(added).toEqual([]);
    expect(set).toEqual({});
  });
});
