import { describe, expect, it } from "vitest";
import { getDownloadedMessage, getExportFormats } from "@/components/leads/download/export-formats";

const ids = (platforms: string[]) => getExportFormats(platforms).map((format) => format.id);

describe("getExportFormats", () => {
  it("offers CSV, JSON and PDF for any leads", () => {
    expect(ids([])).toEqual(["csv", "json", "pdf"]);
    expect(ids(["linkedin", "maps"])).toEqual(["csv", "json", "pdf"]);
  });

  it("adds Word (RTF), Markdown and Text when every lead is a web or OCR lead", () => {
    expect(ids(["web"])).toEqual(["csv", "json", "pdf", "rtf", "md", "txt"]);
    expect(ids(["web", "ocr"])).toEqual(["csv", "json", "pdf", "rtf", "md", "txt"]);
    expect(ids(["web", "crm"])).toEqual(["csv", "json", "pdf"]);
  });

  it("says the spec's message for a CSV download", () => {
    expect(getDownloadedMessage("csv")).toBe("Downloaded CSV file");
    expect(getDownloadedMessage("pdf")).toBe("Downloaded PDF file");
  });
});
