export const creditsFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatMoney(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** What the next date of a plan means: a paid plan's billing date (or end), the free plan's credit renewal. */
export function renewalLabel({
  isFree,
  cancelAtPeriodEnd,
}: {
  isFree: boolean;
  cancelAtPeriodEnd: boolean;
}): string {
  if (cancelAtPeriodEnd) return "Ends on";
  return isFree ? "Credits renew on" : "Next billing date";
}

/** Spec part 3 section 9: yellow above 60% used, red above 80%. */
export function usageTone(percentUsed: number): "green" | "yellow" | "red" {
  if (percentUsed > 80) return "red";
  if (percentUsed > 60) return "yellow";
  return "green";
}
