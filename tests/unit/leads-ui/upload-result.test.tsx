import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseUploadBody } from "@/components/leads/upload/upload-body";
import { UploadResult } from "@/components/leads/upload/upload-result";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the upload report", () => {
  it("counts skipped rows and duplicates exactly when the listed rows stop short", () => {
    const result = parseUploadBody({
      data: {
        imported: 3,
        skipped: [{ row: 4, reason: "Missing name" }],
        duplicates: [2, 5],
        merged: 0,
        possibleDuplicates: 0,
        skippedCount: 120_000,
        duplicateCount: 150_000,
      },
    });
    expect(result).not.toBeNull();
    const shown = text(renderToStaticMarkup(<UploadResult result={result!} />));
    expect(shown).toContain("120,000 rows skipped");
    expect(shown).toContain("and 119,999 more");
    expect(shown).toContain("150,000 duplicates not imported");
    expect(shown).toContain("and 149,998 more");
  });

  it("counts the listed rows when the answer carries no counts", () => {
    const result = parseUploadBody({
      data: { imported: 1, skipped: [], duplicates: [2], merged: 0, possibleDuplicates: 0 },
    });
    const shown = text(renderToStaticMarkup(<UploadResult result={result!} />));
    expect(shown).toContain("1 lead imported");
    expect(shown).toContain("1 duplicate not imported");
    expect(shown).not.toContain("skipped");
  });
});
