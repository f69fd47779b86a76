/*
 * The dates the screens show, in the workspace's time zone (the Business Profile sets it) with the zone
 * named, wherever the viewer is: one clock across the screens, and the same text on the server and in
 * the browser, so a page hydrates without a mismatch.
 */

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type Style = "date" | "dateTime" | "when" | "wallClock";

const styleOptions: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { year: "numeric", month: "short", day: "numeric" },
  dateTime: {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  },
  when: {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  },
  wallClock: {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  },
};

// Building an Intl.DateTimeFormat costs far more than formatting with one (about 2 µs): one per style
// and time zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { ...styleOptions[style], timeZone });
    } catch {
      // A zone this runtime does not know (its tz data is older than the browser that chose it): every
      // date, schedule and file name then reads UTC alike.
      format = new Intl.DateTimeFormat("en-US", { ...styleOptions[style], timeZone: "UTC" });
    }
    formatters.set(key, format);
  }
  return format;
}

/** "Nov 23, 2026, 17:05 GMT+8" (a table's timestamps) in the given time zone, "—" for none. */
export function formatDateTime(value: Date | string | null | undefined, timeZone: string): string {
  const date = toDate(value);
  return date ? formatterFor("dateTime", timeZone).format(date) : "—";
}

/** "Nov 23, 2026" (an invoice's date, a billing period's end, a project's creation) there, "—" for none. */
export function formatDate(value: Date | string | null | undefined, timeZone: string): string {
  const date = toDate(value);
  return date ? formatterFor("date", timeZone).format(date) : "—";
}

/** A date and time in the workspace's time zone, with the zone named ("Nov 29, 2026, 9:30 AM GMT+8"). */
export function formatWhen(value: Date | string | null, timeZone: string): string {
  if (!value) return "";
  return formatterFor("when", timeZone).format(new Date(value));
}

/** The wall-clock year, month, day, hour, minute and second an instant reads as in a time zone. */
export function wallClockParts(instant: Date, timeZone: string) {
  const parts = formatterFor("wallClock", timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** "2026-11-29_08-16-35": a download's file name stamp, in the workspace's time zone as its screens show. */
export function fileStamp(at: Date, timeZone: string): string {
  const c = wallClockParts(at, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${c.year}-${two(c.month)}-${two(c.day)}_${two(c.hour)}-${two(c.minute)}-${two(c.second)}`;
}
