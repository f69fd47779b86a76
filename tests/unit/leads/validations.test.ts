import { describe, expect, it } from "vitest";
import { leadMessages } from "@/lib/leads/messages";
import { leadsSearchParamsSchema, updateLeadSchema } from "@/lib/leads/validations";
import { createCuratedListSchema, createLeadListSchema } from "@/lib/lists/validations";

describe("leadsSearchParamsSchema", () => {
  it("falls back to defaults for every bad value instead of throwing", () => {
    const p = leadsSearchParamsSchema.parse({
      tab: "nope",
      page: "-3",
      perPage: "7",
      sort: "drop table",
      platform: "linkedin,evil,maps",
      status: ["done", ""],
      q: "  ada  ",
    });
    expect(p).toMatchObject({
      tab: "all",
      page: 1,
      perPage: 25,
      sort: "scrapedAt",
      dir: "desc",
      platform: ["linkedin", "maps"],
      status: ["DONE"],
      q: "ada",
      source: "linkedin",
    });
    expect(leadsSearchParamsSchema.parse({ sort: "name" }).dir).toBe("asc");
  });
});

describe("list schemas", () => {
  it("uses the spec's list name messages", () => {
    const empty = createLeadListSchema.safeParse({ name: " ", platform: "maps" });
    expect(empty.error?.issues[0]?.message).toBe(leadMessages.listNameRequired);
    const long = createLeadListSchema.safeParse({ name: "x".repeat(51), platform: "maps" });
    expect(long.error?.issues[0]?.message).toBe(leadMessages.listNameTooLong);
  });

  it("needs a name and at least one lead for Create List", () => {
    expect(createCuratedListSchema.safeParse({ name: "A", leadIds: [] }).error?.issues[0]?.message).toBe(
      leadMessages.createListNeedsInput,
    );
    expect(createCuratedListSchema.safeParse({ name: "", leadIds: ["1"] }).error?.issues[0]?.message).toBe(
      leadMessages.createListNeedsInput,
    );
    expect(createCuratedListSchema.parse({ name: "A", leadIds: "3,4" }).leadIds).toEqual([3, 4]);
  });
});

describe("updateLeadSchema", () => {
  it("answers 'Invalid JSON format.' for web and OCR JSON that does not parse", () => {
    const bad = updateLeadSchema.safeParse({ platform: "web", leadId: 1, jsonOutput: "{nope" });
    expect(bad.error?.issues[0]?.message).toBe(leadMessages.invalidJson);
    expect(updateLeadSchema.parse({ platform: "ocr", leadId: "2", jsonOutput: '{"a":1}' })).toMatchObject({
      jsonOutput: { a: 1 },
      status: "NEW",
    });
  });

  it("applies the spec's numeric conversions per platform", () => {
    expect(
      updateLeadSchema.parse({
        platform: "linkedin",
        leadId: 1,
        name: "Ada",
        shared_connection_count: "",
        followers_count: "12",
        verified: "on",
      }),
    ).toMatchObject({
      shared_connection_count: 0,
      followers_count: 12,
      verified: true,
      premium: false,
    });
    expect(
      updateLeadSchema.parse({ platform: "maps", leadId: 1, name: "Cafe", rating: "", review_count: "" }),
    ).toMatchObject({ rating: null, review_count: null });
    expect(
      updateLeadSchema.safeParse({ platform: "maps", leadId: 1, name: "Cafe", rating: "9" }).success,
    ).toBe(false);
  });

  it("stores a platform's link typed without its scheme as https, and refuses what is no web address", () => {
    expect(
      updateLeadSchema.parse({
        platform: "maps",
        leadId: 1,
        name: "Cafe",
        website_link: "cafe.example",
        maps_link: "",
      }),
    ).toMatchObject({ website_link: "https://cafe.example/", maps_link: null });
    expect(
      updateLeadSchema.parse({
        platform: "linkedin",
        leadId: 1,
        name: "Ada",
        profile_url: "linkedin.com/in/ada",
      }),
    ).toMatchObject({ profile_url: "https://linkedin.com/in/ada" });
    for (const bad of ["javascript:alert(1)", "call us", "data:text/html,hi"]) {
      const result = updateLeadSchema.safeParse({
        platform: "maps",
        leadId: 1,
        name: "Cafe",
        website_link: bad,
      });
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["website_link", "Enter a web address, such as https://example.com"],
      ]);
    }
  });
});
