import { describe, expect, it } from "vitest";
import { contentDisposition, exportFileName, sanitizeFilePart } from "@/lib/export/file-name";
import { escapeMarkdown } from "@/lib/export/formats/markdown";
import { escapeRtf } from "@/lib/export/formats/rtf";
import { stripControls } from "@/lib/export/formats/documents";

describe("export file names", () => {
  it("builds list name, platform and timestamp with only safe characters", () => {
    const at = new Date("2026-05-01T10:20:30.999Z");
    expect(
      exportFileName({ listName: 'Q3 "best" leads/../x', platform: "linkedin", format: "csv", at }),
    ).toBe("Q3-best-leads-x_linkedin_2026-05-01_10-20-30.csv");
    expect(exportFileName({ listName: null, platform: null, format: "pdf", at })).toBe(
      "leads_all_2026-05-01_10-20-30.pdf",
    );
    expect(sanitizeFilePart("Café Zürich\r\n")).toBe("Cafe-Zurich");
    expect(contentDisposition("a_b.csv")).toBe(`attachment; filename="a_b.csv"; filename*=UTF-8''a_b.csv`);
  });
});

describe("document escaping", () => {
  it("escapes RTF control words, braces, non-ASCII and control characters", () => {
    expect(escapeRtf("a\\b{c}")).toBe("a\\\\b\\{c\\}");
    expect(escapeRtf("é😀\u0007\nx")).toBe("\\u233?\\u-10179?\\u-8704?\\line x");
  });

  it("keeps Markdown text inert and strips control characters", () => {
    expect(escapeMarkdown("# [x](javascript:y) <b>")).toBe("\\# \\[x\\]\\(javascript:y\\) \\<b\\>");
    expect(stripControls("a\u0000b\u001bc\td")).toBe("abc\td");
  });
});
