import { describe, expect, it } from "vitest";
import { applyHrefPatch, buildHref } from "@/components/leads/leads-href";

describe("buildHref", () => {
  it("keeps only the new tab when the tab changes (every pagination resets)", () => {
    const href = buildHref("/leads", "q=ann&page=3&cursor=abc&lpage=2&ppage=4&status=DONE", { tab: "file" });
    expect(href).toBe("/leads?tab=file");
  });

  it("restarts the leads paging when search, filters or sort change, keeping other state", () => {
    const next = applyHrefPatch("page=4&cursor=abc&perPage=25&status=DONE", { q: "acme" });
    expect(Object.fromEntries(next)).toEqual({ perPage: "25", q: "acme", status: "DONE" });
    expect(applyHrefPatch("page=2&cursor=x", { sort: "name", dir: "asc" }).toString()).toBe(
      "dir=asc&sort=name",
    );
  });

  it("restarts only the list paging for By File filters", () => {
    const next = applyHrefPatch("tab=file&lpage=3&page=2", { lplatform: ["maps", "web"] });
    expect(next.get("lpage")).toBeNull();
    expect(next.get("page")).toBe("2");
    expect(next.get("lplatform")).toBe("maps,web");
  });

  it("moves between pages without touching filters", () => {
    expect(buildHref("/leads2", "q=bo&status=NEW", { page: 2, cursor: "c2" })).toBe(
      "/leads2?cursor=c2&page=2&q=bo&status=NEW",
    );
  });

  it("removes keys set to null, empty strings or empty arrays and drops the list search with the list", () => {
    expect(buildHref("/leads", "platform=web&q=x", { platform: [], q: "" })).toBe("/leads");
    expect(buildHref("/leads", "tab=file&list=abc&dq=ann&dpage=2&dcursor=z", { list: null })).toBe(
      "/leads?tab=file",
    );
  });

  it("resets the detail paging when the detail search changes", () => {
    expect(buildHref("/leads", "list=abc&dpage=3&dcursor=z", { dq: "ann" })).toBe("/leads?dq=ann&list=abc");
  });
});
