import { describe, expect, it } from "vitest";
import { getLeadDisplayName, getSafeHref, isDocumentLead } from "@/components/leads/lead-display";
import { formatStatus } from "@/components/leads/lead-badges";
import { formatDateTime, formatTotal } from "@/components/leads/lead-format";

describe("lead display helpers", () => {
  it("names leads without a name by platform and id", () => {
    expect(getLeadDisplayName({ id: 12, name: "", platform: "web" })).toBe("Website lead #12");
    expect(getLeadDisplayName({ id: 3, name: "ignored", platform: "ocr" })).toBe("Image (OCR) lead #3");
    expect(getLeadDisplayName({ id: 4, name: "  Ada Lovelace ", platform: "linkedin" })).toBe("Ada Lovelace");
    expect(isDocumentLead({ platform: "maps" })).toBe(false);
  });

  it("links only http and https URLs", () => {
    expect(getSafeHref("https://example.com/a")).toBe("https://example.com/a");
    expect(getSafeHref("javascript:alert(1)")).toBeNull();
    expect(getSafeHref("data:text/html,x")).toBeNull();
    expect(getSafeHref("not a url")).toBeNull();
    expect(getSafeHref(null)).toBeNull();
  });

  it("shows statuses upper-case and empty ones as a dash", () => {
    expect(formatStatus(" paused ")).toBe("PAUSED");
    expect(formatStatus("")).toBe("—");
    expect(formatStatus(null)).toBe("—");
  });

  it("writes estimated totals as 'about N'", () => {
    expect(formatTotal({ count: 1234, exact: true })).toBe("1,234");
    expect(formatTotal({ count: 970000, exact: false })).toBe("about 970,000");
  });

  it("formats dates the same on server and browser (UTC)", () => {
    expect(formatDateTime(new Date("2025-03-04T05:06:07Z"))).toBe("Mar 4, 2025, 05:06 UTC");
    expect(formatDateTime("garbage")).toBe("—");
    expect(formatDateTime(null)).toBe("—");
  });

  it("writes what Intl's en-US medium date with a 24-hour UTC time writes", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const samples = [
      "2026-01-01T00:00:00Z",
      "2026-12-31T23:59:59Z",
      "2024-02-29T12:30:00Z",
      "1999-09-09T09:09:09Z",
    ];
    for (let i = 0; i < 500; i++)
      samples.push(new Date(Date.UTC(1990, 0, 1) + i * 7_654_321_987).toISOString());
    for (const iso of samples) expect(formatDateTime(iso)).toBe(`${intl.format(new Date(iso))} UTC`);
  });
});
