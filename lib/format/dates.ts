/*
 * The dates the screens show. Two are the same text on the server and in the browser (UTC), so a
 * server-rendered page hydrates without a mismatch; one is in a workspace's own time zone, named (a
 * campaign's times); the last is the viewer's own clock, for what renders only in the browser (an open
 * menu, a client-only card).
 */

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function utcDay(date: Date): string {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * "Nov 23, 2026, 09:05 UTC" (a table's timestamps), "—" for none: Intl's en-US medium date with a 24-hour
 * time, written by hand because a page of rows formats hundreds and Intl's formatter is the slower way.
 */
export function formatUtcDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return "—";
  return `${utcDay(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** "Nov 23, 2026" (an invoice's date, a billing period's end, a project's creation), "—" for none. */
export function formatUtcDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? utcDay(date) : "—";
}

const localDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A timestamp in the viewer's locale and time zone, "Never" for none: call it only in the browser. */
export function formatLocalDateTime(value: Date | string | null): string {
  const date = toDate(value);
  return date ? localDateTime.format(date) : "Never";
}

// Building an Intl.DateTimeFormat costs far more than formatting with one: one per time zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the workspace's time zone, with the zone named. */
export function formatWhen(value: Date | string | null, timeZone: string): string {
  if (!value) return "";
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(value));
}
