import { describe, expect, it } from "vitest";
import { type LeadDetail, leadViewValue } from "@/components/leads/table/lead-view-value";

const lead = (over: Partial<LeadDetail>) =>
  ({ platform: "crm", data: { source: "CSV import" }, foundRecords: [], ...over }) as LeadDetail;

describe("the View dialog's value", () => {
  it("is the lead's own record when nothing was found for it later", () => {
    expect(leadViewValue(lead({}), "UTC")).toEqual({ source: "CSV import" });
    expect(
      leadViewValue(lead({ platform: "web", data: { jsonOutput: { emails: ["a@b.co"] } } }), "UTC"),
    ).toEqual({
      emails: ["a@b.co"],
    });
  });

  it("puts each found record in its own section beside the lead's own, distinct titles for the same day", () => {
    const found = (email: string) => ({
      platform: "web" as const,
      record: { jsonOutput: { emails: [email] } },
      foundAt: "2026-11-20T10:00:00.000Z",
    });
    expect(leadViewValue(lead({ foundRecords: [found("a@b.co"), found("c@d.co")] }), "UTC")).toEqual({
      "CSV import record": { source: "CSV import" },
      "Found by Find contacts (Website), Nov 20, 2026": { emails: ["a@b.co"] },
      "Found by Find contacts (Website), Nov 20, 2026 #2": { emails: ["c@d.co"] },
    });
  });
});
