import { describe, expect, it } from "vitest";
import { contactFromMaps } from "@/lib/leads/contact/from-maps";
import { placeToLead } from "@/lib/scraping/maps/lead";

/** A Places API (New) Text Search place, as the maps provider receives it, through the provider's own lead mapping. */
const place = {
  id: "ChIJN1t_tDeuEmsRUsoyG83frY4",
  displayName: { text: "Harbour Dental Clinic", languageCode: "en" },
  formattedAddress: "48 Pirrama Rd, Pyrmont NSW 2009, Australia",
  googleMapsUri: "https://maps.google.com/?cid=10281119596374313554",
  nationalPhoneNumber: "(02) 9374 4000",
  internationalPhoneNumber: "+61 2 9374 4000",
  websiteUri: "https://www.harbourdental.com.au/",
  rating: 4.7,
  userRatingCount: 212,
  location: { latitude: -33.866489, longitude: 151.1958561 },
  primaryTypeDisplayName: { text: "Dentist" },
};

describe("contactFromMaps", () => {
  it("gives one E.164 phone for the national and international numbers, the website's domain, address parts and coordinates", () => {
    const lead = placeToLead(place);
    const contact = contactFromMaps(lead);
    expect(contact.phones).toEqual([
      { number: "+61293744000", e164: true, type: "landline", source: "maps" },
    ]);
    expect(contact.company).toBe("Harbour Dental Clinic");
    expect(contact.website).toBe("https://www.harbourdental.com.au/");
    expect(contact.domain).toBe("harbourdental.com.au");
    expect(contact.address).toEqual({
      street: "48 Pirrama Rd",
      locality: "Pyrmont NSW",
      postalCode: "2009",
      country: "Australia",
    });
    expect([contact.latitude, contact.longitude]).toEqual([-33.866489, 151.1958561]);
    expect(contact.provenance).toEqual({
      name: "maps",
      company: "maps",
      phones: "maps",
      website: "maps",
      domain: "maps",
      address: "maps",
      coordinates: "maps",
    });
  });

  it("keeps a national number it cannot place as given rather than dropping it", () => {
    const contact = contactFromMaps(
      placeToLead({ id: "x", displayName: { text: "Kiosk" }, nationalPhoneNumber: "555 0100" }),
    );
    expect(contact.phones).toEqual([{ number: "555 0100", e164: false, type: "other", source: "maps" }]);
    expect(contact.website).toBeNull();
    expect(contact.domain).toBeNull();
  });
});
