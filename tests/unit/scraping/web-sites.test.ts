import { describe, expect, it } from "vitest";
import { decodeHtml } from "@/lib/scraping/web/charset";
import { buildWebLead } from "@/lib/scraping/web/extract/site";
import { canonicalUrl, metaRefreshTarget } from "@/lib/scraping/web/moved";
import { fixtureSites, pageBytes } from "@/tests/fixtures/web-sites/sites";

// Each fixture site's in-scope pages read by the extractor (tests/fixtures/web-sites/README.md).
describe.each(fixtureSites())("fixture site $id ($tests)", (site) => {
  const base = new URL("https://www.site.example/");
  const pages = site.pages
    .filter((p) => p.file && !p.outOfScope)
    .map((p) => ({ url: new URL(p.path, base), html: decodeHtml(pageBytes(site, p), p.contentType) }));
  const lead = buildWebLead(base, pages);

  it("finds every expected email, phone and social, and nothing else", () => {
    for (const field of ["emails", "phones", "socials"] as const) {
      const expected = site.expected[field] ?? [];
      const optional = site.optional?.[field] ?? [];
      expect(lead[field].filter((v) => !optional.includes(v)).sort(), field).toEqual([...expected].sort());
    }
  });

  it("outputs no must-not value", () => {
    for (const field of ["emails", "phones", "socials"] as const)
      for (const value of site.mustNot?.[field] ?? []) expect(lead[field]).not.toContain(value);
  });

  it("decodes the pages' text in their charset", () => {
    const text = pages.map((p) => p.html).join("\n");
    for (const word of site.text ?? []) expect(text).toContain(word);
    expect(text).not.toContain("\ufffd");
  });
});

describe("moved pages", () => {
  const page = new URL("https://www.site.example/old/impressum.html");

  it("reads a meta refresh's target, quoted or not, and ignores a slow or self refresh", () => {
    expect(
      metaRefreshTarget(`<meta http-equiv="refresh" content="0; URL='/neu/impressum/'">`, page)?.href,
    ).toBe("https://www.site.example/neu/impressum/");
    expect(metaRefreshTarget(`<META HTTP-EQUIV=Refresh CONTENT="3;url=../kontakt">`, page)?.href).toBe(
      "https://www.site.example/kontakt",
    );
    expect(metaRefreshTarget(`<meta http-equiv="refresh" content="300; url=/x">`, page)).toBeNull();
    expect(metaRefreshTarget(`<meta http-equiv="refresh" content="60">`, page)).toBeNull();
    expect(metaRefreshTarget(`<meta http-equiv="refresh" content="0; url=${page.href}">`, page)).toBeNull();
  });

  it("reads the canonical address", () => {
    expect(canonicalUrl(`<link href="/neu/" rel="canonical">`, page)?.href).toBe(
      "https://www.site.example/neu/",
    );
    expect(canonicalUrl(`<link rel="stylesheet" href="/a.css">`, page)).toBeNull();
  });
});

describe("charsets", () => {
  const latin1 = Buffer.from("<p>Téléphone</p>", "latin1");

  it("decodes a page declared by an XML declaration, an alias label or a false UTF-8 header", () => {
    expect(
      decodeHtml(Buffer.concat([Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?>'), latin1])),
    ).toContain("Téléphone");
    expect(decodeHtml(latin1, "text/html; charset=latin-1")).toContain("Téléphone");
    expect(decodeHtml(latin1, "text/html; charset=utf-8")).toContain("Téléphone");
    expect(decodeHtml(Buffer.from("<p>Téléphone</p>", "utf8"), "text/html; charset=utf-8")).toContain(
      "Téléphone",
    );
  });
});
