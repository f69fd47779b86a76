import { describe, expect, it } from "vitest";
import { csvField, leadCsvHeader, leadCsvRow, neutraliseCell } from "@/lib/export/csv";
import { leadCsvColumns } from "@/lib/export/lead-columns";
import type { LeadContactFields, LeadRow } from "@/lib/leads/types";

const emptyContact: LeadContactFields = {
  firstName: null,
  lastName: null,
  title: null,
  emails: [],
  emailStatus: null,
  phones: [],
  phoneE164: null,
  website: null,
  domain: null,
  socials: [],
  addressParts: null,
  latitude: null,
  longitude: null,
  timeZone: null,
  tags: [],
  notes: null,
  customFields: {},
  provenance: {},
};

describe("CSV export cells", () => {
  it.each(["=1+2", "+1 555", "-2+3", "@SUM(1)", "\t=1", "\r=1", "\0x", "+1"])(
    "neutralises %j with a leading quote",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it.each(["Ada", "1+1", "a=b", "'+safe", " =x", "\n=1"])("leaves %j unchanged", (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });

  it("quotes per RFC 4180: commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField('Doe, "Jr"')).toBe('"Doe, ""Jr"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("plain")).toBe("plain");
    expect(csvField(null)).toBe("");
    expect(csvField("=1,2")).toBe(`"'=1,2"`);
  });

  it("writes a header the importer understands and one line per lead", () => {
    const lead: LeadRow = {
      id: 7,
      listId: "l",
      platform: "crm",
      status: "NEW",
      name: '=HYPERLINK("x")',
      company: "Acme, Inc.",
      email: "a@b.co",
      phone: "+1 555",
      headline: null,
      location: null,
      address: null,
      url: null,
      data: { notes: "hi" },
      scrapedAt: new Date("2026-01-02T03:04:05.678Z"),
      updatedAt: new Date("2026-01-02T03:04:05Z"),
      ...emptyContact,
    };
    expect(leadCsvHeader([]).startsWith("id,name,company,email,phone,")).toBe(true);
    expect(leadCsvRow(lead, leadCsvColumns([]))).toBe(
      `7,"'=HYPERLINK(""x"")","Acme, Inc.",a@b.co,'+1 555,,,,,,,,,,,,,,,,,,,,,,,crm,NEW,,,,,2026-01-02T03:04:05Z,2026-01-02T03:04:05Z,"{""notes"":""hi""}"\r\n`,
    );
  });

  it("writes every email and phone, a strict E.164 number bare, the contact fields and custom fields", () => {
    const lead: LeadRow = {
      id: 8,
      listId: "l",
      platform: "web",
      status: "NEW",
      name: "Acme",
      company: "Acme",
      email: "info@acme.io",
      phone: "+4989123456780",
      headline: null,
      location: null,
      address: null,
      url: null,
      data: {},
      scrapedAt: new Date("2026-01-02T03:04:05Z"),
      updatedAt: new Date("2026-01-02T03:04:05Z"),
      ...emptyContact,
      emails: ["info@acme.io", "sales@acme.io", "jobs@acme.io", "press@acme.io"].map((address) => ({
        address,
        status: "unchecked" as const,
        source: "web" as const,
      })),
      phones: [
        { number: "+4989123456780", e164: true, type: "landline", source: "web" },
        { number: "+491701234567", e164: true, type: "mobile", source: "web" },
      ],
      latitude: 48.1,
      longitude: -11.5,
      tags: ["vip", "de"],
      customFields: { industry: "Engineering" },
    };
    const columns = leadCsvColumns(["industry"]);
    const header = leadCsvHeader(["industry"]).trim().split(",");
    const cells = leadCsvRow(lead, columns).trim().split(",");
    const cell = (name: string) => cells[header.indexOf(name)];
    expect(cells).toHaveLength(header.length);
    expect([cell("email"), cell("email_2"), cell("email_3")]).toEqual([
      "info@acme.io",
      "sales@acme.io",
      "jobs@acme.io",
    ]);
    expect(cell("emails")).toBe("info@acme.io; sales@acme.io; jobs@acme.io; press@acme.io");
    expect([cell("phone"), cell("phone_2"), cell("phone_3")]).toEqual([
      "+4989123456780",
      "+491701234567",
      "",
    ]);
    // A joined list starting with + is not one E.164 number: it keeps the guard.
    expect(cell("phones")).toBe("'+4989123456780; +491701234567");
    expect([cell("latitude"), cell("longitude")]).toEqual(["48.1", "'-11.5"]);
    expect([cell("tags"), cell("custom.industry")]).toEqual(["vip; de", "Engineering"]);
  });

  it.each(["+6512345678", "+442079460958"])("exports the strict E.164 number %j as it is", (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });

  it.each(["+0123456789", "+1234567890123456", "+65 1234 5678", "+6512345678=1"])(
    "keeps the guard on %j, which is not a strict E.164 number",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );
});
