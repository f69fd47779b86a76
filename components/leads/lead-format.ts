import type { Total } from "@/lib/leads/types";

const numberFormat = new Intl.NumberFormat("en-US");

// Fixed locale and time zone so the server render and the browser hydrate to the same text.
const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1,234" when exact, "about 970,000" when estimated (ARCHITECTURE deviation on large totals). */
export function formatTotal(total: Total): string {
  return total.exact ? formatNumber(total.count) : `about ${formatNumber(total.count)}`;
}

export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : `${dateFormat.format(date)} UTC`;
}

export function toIsoString(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
