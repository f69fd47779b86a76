import { describe, expect, it } from "vitest";
import { readAttachmentName } from "@/components/leads/download/download-file";

describe("readAttachmentName", () => {
  it("reads a quoted filename", () => {
    expect(readAttachmentName('attachment; filename="leads_linkedin_2025-01-02.csv"', "x")).toBe(
      "leads_linkedin_2025-01-02.csv",
    );
  });

  it("prefers the RFC 5987 filename* form", () => {
    expect(
      readAttachmentName("attachment; filename=\"a.csv\"; filename*=UTF-8''Caf%C3%A9%20list.csv", "x"),
    ).toBe("Café list.csv");
  });

  it("reads an unquoted filename and unescapes quotes", () => {
    expect(readAttachmentName("attachment; filename=leads.pdf", "x")).toBe("leads.pdf");
    expect(readAttachmentName('attachment; filename="a \\"b\\".csv"', "x")).toBe('a "b".csv');
  });

  it("falls back when the header is missing or has no name", () => {
    expect(readAttachmentName(null, "leads.csv")).toBe("leads.csv");
    expect(readAttachmentName("attachment", "leads.json")).toBe("leads.json");
  });
});
