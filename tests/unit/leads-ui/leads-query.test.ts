import { describe, expect, it } from "vitest";
import { getViewExportQuery, serializeLeadsParams } from "@/components/leads/leads-query";
import { parseListDetailParams } from "@/components/leads/lists/list-detail-params";
import { leadsSearchParamsSchema } from "@/lib/leads/validations";

const parse = (raw: Record<string, string>) => leadsSearchParamsSchema.parse(raw);

describe("serializeLeadsParams", () => {
  it("leaves defaults out", () => {
    expect(serializeLeadsParams(parse({})).toString()).toBe("");
    expect(serializeLeadsParams(parse({ sort: "scrapedAt", dir: "desc", page: "1" })).toString()).toBe("");
  });

  it("round-trips a full view through the URL schema", () => {
    const raw = {
      tab: "source",
      source: "maps",
      q: "cafe",
      status: "NEW,DONE",
      sort: "name",
      dir: "desc",
      page: "3",
      cursor: "abc",
      perPage: "25",
    };
    const query = serializeLeadsParams(parse(raw));
    expect(parse(Object.fromEntries(query))).toEqual(parse(raw));
    expect(query.get("dir")).toBe("desc");
  });

  it("drops a bad value instead of failing", () => {
    expect(serializeLeadsParams(parse({ tab: "nope", page: "-4", platform: "myspace,web" })).toString()).toBe(
      "platform=web",
    );
  });
});

describe("getViewExportQuery", () => {
  it("exports what All Leads shows", () => {
    const query = new URLSearchParams(
      getViewExportQuery(parse({ platform: "web", q: "ac", status: "NEW", page: "4" })),
    );
    expect(Object.fromEntries(query)).toEqual({
      tab: "all",
      sort: "scrapedAt",
      dir: "desc",
      platform: "web",
      q: "ac",
      status: "NEW",
    });
  });

  it("carries the table's contact filters, so the export is what the table shows", () => {
    const id = "6d0d1a5e-0000-4000-8000-000000000001";
    const filters = {
      has: "email,phone",
      estatus: "valid",
      tags: "vip,lead",
      inlist: id,
      project: id,
      loc: "London",
      from: "2026-01-01",
      to: "2026-02-01",
    };
    const query = new URLSearchParams(getViewExportQuery(parse(filters)));
    expect(Object.fromEntries(query)).toMatchObject(filters);
  });

  it("exports the chosen source in By Source and everything from By File", () => {
    expect(
      new URLSearchParams(getViewExportQuery(parse({ tab: "source", source: "ocr", platform: "maps" }))).get(
        "source",
      ),
    ).toBe("ocr");
    expect(
      new URLSearchParams(getViewExportQuery(parse({ tab: "source", source: "ocr", platform: "maps" }))).get(
        "platform",
      ),
    ).toBeNull();
    expect(getViewExportQuery(parse({ tab: "file", lq: "x" }))).toBe("tab=all");
  });
});

describe("parseListDetailParams", () => {
  it("reads the modal's own keys and ignores a bad list id", () => {
    const listId = "2b0c7a9e-4a55-4b8e-9b8a-0d7d1c0e5f11";
    expect(parseListDetailParams({ list: listId, dq: " ann ", dpage: "2" })).toMatchObject({
      listId,
      q: "ann",
      page: 2,
      perPage: 10,
    });
    expect(parseListDetailParams({ list: "not-a-uuid" })).toBeNull();
    expect(parseListDetailParams({})).toBeNull();
  });
});
