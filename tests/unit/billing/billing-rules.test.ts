import { describe, expect, it } from "vitest";
import { usageTone } from "@/components/billing/format";
import { nextFreeCreditsDate, periodStart } from "@/lib/billing/period";
import { creditPacks, findPack, plans } from "@/lib/billing/plans";
import { parseForm } from "@/tests/fakes/stripe";

describe("billing rules (spec part 3 section 9)", () => {
  it("colours the credit bar yellow above 60% used and red above 80%", () => {
    expect([0, 60, 60.5, 80, 80.1, 100].map(usageTone)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });

  it("renews the free plan's credits on the first of next month, whatever the day today", () => {
    for (const today of ["2026-11-01T00:00:00Z", "2026-11-23T10:00:00Z", "2026-11-30T23:59:59Z"]) {
      expect(nextFreeCreditsDate(new Date(today)).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    }
    expect(nextFreeCreditsDate(new Date("2026-12-31T12:00:00Z")).toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
    expect(periodStart(null, new Date("2026-11-23T10:00:00Z")).toISOString()).toBe(
      "2026-11-01T00:00:00.000Z",
    );
  });

  it("keeps one catalog: three plans and the three packs", () => {
    expect(plans.map((p) => [p.id, p.price, p.monthlyCredits])).toEqual([
      ["FREE", 0, 100],
      ["PRO", 38, 5_000],
      ["ENTERPRISE", 188, 25_000],
    ]);
    expect(creditPacks.map((p) => [p.code, p.credits])).toEqual([
      ["CREDITS100", 100],
      ["CREDITS1000", 1_000],
      ["CREDITS10000", 10_000],
    ]);
    expect(findPack("credits1000")?.credits).toBe(1_000);
    expect(findPack("CREDITS5")).toBeUndefined();
  });

  it("the fake Stripe reads the SDK's form encoding into nested objects", () => {
    const body =
      "mode=payment&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[workspaceId]=w1&expand[0]=line_items";
    expect(parseForm(body)).toEqual({
      mode: "payment",
      line_items: [{ price: "price_1", quantity: "1" }],
      metadata: { workspaceId: "w1" },
      expand: ["line_items"],
    });
  });
});
