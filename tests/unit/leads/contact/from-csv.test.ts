import { describe, expect, it } from "vitest";
import { contactFromCrmLead, contactFromCsv } from "@/lib/leads/contact/from-csv";

describe("contactFromCsv", () => {
  it("keeps every email and phone, in E.164 where a country is written, and the guarded form of an export", () => {
    const contact = contactFromCsv({
      name: "Lena Park",
      company: "Park & Co",
      email: "Lena@ParkCo.io",
      phone: "+44 20 7946 0958",
      emails: ["lena.park@gmail.com", "lena@parkco.io; hello@parkco.io"],
      phones: ["'+447911123456; 020 7946 0000"],
      tags: ["vip, london; vip"],
      latitude: "51.5",
      longitude: "-0.12",
      timeZone: "Europe/London",
      customFields: { industry: "Design" },
    });
    expect(contact.emails.map((e) => e.address)).toEqual([
      "lena@parkco.io",
      "lena.park@gmail.com",
      "hello@parkco.io",
    ]);
    expect(contact.phones).toEqual([
      { number: "+442079460958", e164: true, type: "landline", source: "csv" },
      { number: "+447911123456", e164: true, type: "mobile", source: "csv" },
      { number: "020 7946 0000", e164: false, type: "other", source: "csv" },
    ]);
    expect(contact.domain).toBe("parkco.io");
    expect(contact.tags).toEqual(["vip", "london"]);
    expect([contact.latitude, contact.longitude, contact.timeZone]).toEqual([51.5, -0.12, "Europe/London"]);
    expect(contact.customFields).toEqual({ industry: "Design" });
  });

  it("takes no company domain from a free-mail address and drops an invalid time zone and coordinates", () => {
    const contact = contactFromCsv({
      name: "A",
      company: "B",
      email: "a@gmail.com",
      phone: null,
      timeZone: "Mars/Base",
      latitude: "95",
      longitude: "1",
    });
    expect(contact.domain).toBeNull();
    expect([contact.timeZone, contact.latitude]).toEqual([null, null]);
  });

  it("reads an older CSV lead's notes and tags from its data", () => {
    const contact = contactFromCrmLead({
      name: "A",
      company: "B",
      data: { notes: "Call back", tags: ["x"] },
    });
    expect([contact.notes, contact.tags]).toEqual(["Call back", ["x"]]);
  });
});
