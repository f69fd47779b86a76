import type { Total } from "@/lib/leads/types";

const numberFormat = new Intl.NumberFormat("en-US");

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1,234" when exact, "about 970,000" when estimated (ARCHITECTURE deviation on large totals). */
export function formatTotal(total: Total): string {
  return total.exact ? formatNumber(total.count) : `about ${formatNumber(total.count)}`;
}

/**
 * "Nov 23, 2026, 09:05 UTC": Intl's en-US medium date with a 24-hour time, in UTC so the server render and
 * the browser hydrate to the same text. Built by hand: Intl's formatter stood out in the Leads page's CPU
 * profile (issue 17).
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  const day = `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return `${day}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

export function toIsoString(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
