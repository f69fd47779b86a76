import { describe, expect, it } from "vitest";
import { contentDisposition, exportFileName, sanitizeFilePart } from "@/lib/export/file-name";
import { resultsFileName } from "@/lib/scraping/results";
import { escapeMarkdown } from "@/lib/export/formats/markdown";
import { escapeRtf } from "@/lib/export/formats/rtf";
import { stripControls } from "@/lib/export/formats/documents";

describe("export file names", () => {
  it("builds list name, platform and timestamp with only safe characters", () => {
    const at = new Date("2026-05-01T10:20:30.999Z");
    expect(
      exportFileName({
        listName: 'Q3 "best" leads/../x',
        platform: "linkedin",
        format: "csv",
        timeZone: "UTC",
        at,
      }),
    ).toBe("Q3-best-leads-x_linkedin_2026-05-01_10-20-30.csv");
    expect(exportFileName({ listName: null, platform: null, format: "pdf", timeZone: "UTC", at })).toBe(
      "leads_all_2026-05-01_10-20-30.pdf",
    );
    expect(sanitizeFilePart("Café Zürich\r\n")).toBe("Cafe-Zurich");
    expect(contentDisposition("a_b.csv")).toBe(`attachment; filename="a_b.csv"; filename*=UTF-8''a_b.csv`);
  });

  it("keeps a list name in another script, with an ASCII name beside it for old clients", () => {
    const at = new Date("2026-05-01T10:20:30.999Z");
    const name = exportFileName({
      listName: "展示会リスト 2026",
      platform: null,
      format: "csv",
      timeZone: "UTC",
      at,
    });
    expect(name).toBe("展示会リスト-2026_all_2026-05-01_10-20-30.csv");
    expect(sanitizeFilePart("Контакты / Москва")).toBe("Контакты-Москва");
    expect(sanitizeFilePart("연락처")).toBe("연락처");
    expect(contentDisposition("展示会リスト_all_2026-05-01_10-20-30.csv")).toBe(
      `attachment; filename="all_2026-05-01_10-20-30.csv"; filename*=UTF-8''${encodeURIComponent("展示会リスト")}_all_2026-05-01_10-20-30.csv`,
    );
  });

  it("stamps the time as the workspace's clock reads it, not the server's", () => {
    const at = new Date("2026-11-29T22:16:35.400Z");
    expect(exportFileName({ platform: "crm", format: "csv", timeZone: "Asia/Dubai", at })).toBe(
      "leads_crm_2026-11-30_02-16-35.csv",
    );
    expect(resultsFileName("maps", "csv", "America/New_York", at)).toBe(
      "maps_results_2026-11-29_17-16-35.csv",
    );
    expect(resultsFileName("maps", "md", "Asia/Kolkata", new Date("2026-03-01T00:00:00Z"))).toBe(
      "maps_results_2026-03-01_05-30-00.md",
    );
    expect(resultsFileName("maps", "csv", "UTC", new Date("2026-03-01T00:00:05Z"))).toBe(
      "maps_results_2026-03-01_00-00-05.csv",
    );
    expect(resultsFileName("maps", "txt", "Mars/Olympus_Mons", at)).toBe(
      "maps_results_2026-11-29_22-16-35.txt",
    );
  });

  it("cuts a long name at 60 characters, never inside one (emoji are not kept)", () => {
    expect(Array.from(sanitizeFilePart("😀".repeat(70) + "漢".repeat(70)))).toHaveLength(60);
    expect(sanitizeFilePart("漢".repeat(70))).toBe("漢".repeat(60));
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
