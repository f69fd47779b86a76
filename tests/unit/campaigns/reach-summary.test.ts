import { describe, expect, it } from "vitest";
import { reachSummary } from "@/components/campaigns/reach-summary";
import type { WizardReach } from "@/lib/campaigns/wizard";

const reach = (leads: number, skipped: WizardReach["skipped"] = []): WizardReach => ({
  leads,
  reachable: leads - skipped.reduce((n, s) => n + s.count, 0),
  skipped,
  refusal: null,
});

describe("the wizard's reach line", () => {
  it("says who the email goes to, in words that fit one lead and many", () => {
    expect(reachSummary(reach(1))).toBe("Goes to the 1 lead.");
    expect(reachSummary(reach(3))).toBe("Goes to all 3 leads.");
    expect(reachSummary(reach(12_500))).toBe("Goes to all 12,500 leads.");
  });

  it("counts the skipped and says why", () => {
    expect(reachSummary(reach(3, [{ reason: "suppressed", count: 1 }]))).toBe(
      "Goes to 2 of 3 leads; 1 will be skipped: Unsubscribed or bounced (1).",
    );
  });
});
