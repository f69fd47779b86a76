import { describe, expect, it } from "vitest";
import { usageTone } from "@/components/billing/format";
import { describePlanChange } from "@/components/billing/plan-change-summary";
import { nextFreeCreditsDate, periodStart } from "@/lib/billing/period";
import { creditPacks, findPack, plans } from "@/lib/plans/catalog";
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

describe("a plan change in words", () => {
  const base = { currency: "usd", prorationDate: 1, nextBillingDate: "2026-12-25T00:00:00.000Z" } as const;

  it("says what an upgrade charges now, the credits added at once and the next renewal", () => {
    const lines = describePlanChange(
      {
        ...base,
        from: "PRO",
        to: "ENTERPRISE",
        amountCents: 14_950,
        creditsNow: 20_000,
        monthlyCredits: 25_000,
      },
      "UTC",
    );
    expect(lines).toEqual([
      "You are charged $149.50 now for the rest of this period: Enterprise prorated, less the unused time on Professional.",
      "20,000 credits are added at once.",
      "From Dec 25, 2026 you pay $188 a month and get 25,000 credits each month.",
    ]);
  });

  it("says a downgrade charges nothing now and credits the unused time", () => {
    const lines = describePlanChange(
      {
        ...base,
        from: "ENTERPRISE",
        to: "PRO",
        amountCents: -14_950,
        creditsNow: 0,
        monthlyCredits: 5_000,
      },
      "UTC",
    );
    expect(lines[0]).toBe(
      "Nothing is charged now: $149.50 for the unused time on Enterprise is credited toward your next invoices.",
    );
    expect(lines[1]).toBe("Your credits stay as they are until then.");
  });

  it("dates the next renewal in the workspace's time zone", () => {
    const change = {
      ...base,
      from: "PRO",
      to: "ENTERPRISE",
      amountCents: 100,
      creditsNow: 0,
      monthlyCredits: 1,
    } as const;
    expect(describePlanChange(change, "UTC")[2]).toMatch(/^From Dec 25, 2026 /);
    expect(describePlanChange(change, "America/Los_Angeles")[2]).toMatch(/^From Dec 24, 2026 /);
  });
});
