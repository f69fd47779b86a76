import type { Total } from "@/lib/leads/types";

const numberFormat = new Intl.NumberFormat("en-US");

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1,234" when exact, "about 970,000" when estimated (ARCHITECTURE deviation on large totals). */
export function formatTotal(total: Total): string {
  return total.exact ? formatNumber(total.count) : `about ${formatNumber(total.count)}`;
}

export function toIsoString(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
