import { describe, expect, it } from "vitest";
import { dedupeSites, siteLines } from "@/lib/scraping/web/site-list";

describe("the website scraper's URL list", () => {
  it("reads pasted lines or an array, trimmed, blank lines dropped", () => {
    expect(siteLines("  a.example \r\n\n b.example/x\n   \n")).toEqual(["a.example", "b.example/x"]);
    expect(siteLines(["", " c.example "])).toEqual(["c.example"]);
  });

  it("adds https to a bare host and keeps each site (origin) once, in the order given", () => {
    expect(
      dedupeSites(["Example.com", "https://example.com/contact", "http://example.com", "shop.example.com"]),
    ).toEqual(["https://Example.com", "http://example.com", "https://shop.example.com"]);
  });
});
