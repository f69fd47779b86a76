import type { Total } from "@/lib/leads/types";

const numberFormat = new Intl.NumberFormat("en-US");

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1,234" when exact, "about 970,000" when estimated (ARCHITECTURE deviation on large totals). */
export function formatTotal(total: Total): string {
  return total.exact ? formatNumber(total.count) : `about ${formatNumber(total.count)}`;
}
