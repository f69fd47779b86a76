import { describe, expect, it } from "vitest";
import { csvField, leadCsvHeader, leadCsvRow, neutraliseCell } from "@/lib/export/csv";
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
  it.each(["=1+2", "+1 555", "-2+3", "@SUM(1)", "\t=1", "\r=1", "\0x"])(
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
    expect(leadCsvHeader.startsWith("id,name,company,email,phone,")).toBe(true);
    expect(leadCsvRow(lead)).toBe(
      `7,"'=HYPERLINK(""x"")","Acme, Inc.",a@b.co,'+1 555,crm,NEW,,,,,2026-01-02T03:04:05Z,2026-01-02T03:04:05Z,"{""notes"":""hi""}"\r\n`,
    );
  });
});
