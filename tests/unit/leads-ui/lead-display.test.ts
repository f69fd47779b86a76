import { describe, expect, it } from "vitest";
import { getLeadDisplayName, getSafeHref, isDocumentLead } from "@/components/leads/lead-display";
import { formatStatus } from "@/components/leads/lead-badges";
import { formatTotal } from "@/components/leads/lead-format";

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
});
