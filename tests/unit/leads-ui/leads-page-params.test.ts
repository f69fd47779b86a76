import { describe, expect, it } from "vitest";
import { parseLeadsPageParams } from "@/components/leads/leads-page-params";
import { leadsSearchParamsSchema } from "@/lib/leads/validations";

describe("parseLeadsPageParams", () => {
  it("parses the URL with the Leads API's schema", () => {
    const raw = { tab: "source", source: "maps", q: " acme ", status: "done,new", perPage: "25" };
    const { params, refused, detail } = parseLeadsPageParams(raw);
    expect(params).toEqual(leadsSearchParamsSchema.parse(raw));
    expect(params).toMatchObject({ tab: "source", source: "maps", q: "acme", status: ["DONE", "NEW"] });
    expect(refused).toEqual([]);
    expect(detail).toBeNull();
  });

  it("refuses a NUL in the All Leads search and keeps the rest of the view", () => {
    const { params, refused } = parseLeadsPageParams({ q: "\u0000", status: "done" });
    expect(refused).toEqual(["q"]);
    expect(params.q).toBe("");
    expect(params.status).toEqual(["DONE"]);
  });

  it("refuses a NUL in the By Source and By File parameters and in the list detail's search", () => {
    const listId = "0b5a0a8e-8f8c-4a8e-9d51-6a3f4c1f2e10";
    const bySource = parseLeadsPageParams({ tab: "source", source: "web\u0000", q: "a\u0000b" });
    expect(bySource.refused.sort()).toEqual(["q", "source"]);
    expect(bySource.params).toMatchObject({ tab: "source", source: "linkedin", q: "" });

    const byFile = parseLeadsPageParams({
      tab: "file",
      lq: "\u0000",
      lstatus: ["ok", "\u0000"],
      list: listId,
      dq: "x\u0000",
    });
    expect(byFile.refused.sort()).toEqual(["dq", "lq", "lstatus"]);
    expect(byFile.params).toMatchObject({ tab: "file", lq: "", lstatus: [] });
    expect(byFile.detail).toMatchObject({ listId, q: "" });
  });

  it("gives a URL without parameters the schema's defaults, its own copy per request", () => {
    const view = parseLeadsPageParams({});
    expect(view.params).toEqual(leadsSearchParamsSchema.parse({}));
    expect(view).toMatchObject({ detail: null, refused: [] });
    (view.params.status as string[]).push("NEW");
    expect(parseLeadsPageParams({}).params.status).toEqual([]);
  });
});
