/** Wall-clock dates and times in a workspace's time zone (IANA name), without a date library. */
import { wallClockParts } from "@/lib/format/dates";

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) an instant reads as in the zone. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; time: string } {
  const p = wallClockParts(instant, timeZone);
  return {
    date: `${p.year}-${twoDigits(p.month)}-${twoDigits(p.day)}`,
    time: `${twoDigits(p.hour)}:${twoDigits(p.minute)}`,
  };
}

/** Today's date (YYYY-MM-DD) in the zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return wallClockIn(now, timeZone).date;
}

/**
 * The instant a wall-clock date (YYYY-MM-DD) and time (HH:MM) name in the zone. The offset is read twice
 * so a time just after a daylight-saving change lands on the right side of it.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/**
 * The instant a wall-clock date and time name in the zone when it is still to come, else null: a date
 * before today there, or a time today that has passed. What the wizard and a reschedule both accept.
 */
export function upcomingInstant(date: string, time: string, timeZone: string, now = new Date()): Date | null {
  if (date < todayIn(timeZone, now)) return null;
  const at = zonedInstant(date, time, timeZone);
  return at.getTime() > now.getTime() ? at : null;
}
