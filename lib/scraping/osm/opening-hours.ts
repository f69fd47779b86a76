/**
 * `openhr_mon` .. `openhr_sun` from an OpenStreetMap `opening_hours` value in its common forms
 * ("Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off", "24/7"). Rules this reading does not cover (public
 * holidays, months, week numbers, comments) leave the days they name unset; the raw value is kept in
 * the lead beside them, so nothing is lost.
 */
const DAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
const FIELD = [
  "openhr_mon",
  "openhr_tue",
  "openhr_wed",
  "openhr_thu",
  "openhr_fri",
  "openhr_sat",
  "openhr_sun",
] as const;

function dayIndexes(selector: string): number[] | null {
  const out: number[] = [];
  for (const part of selector.split(",")) {
    const [from, to] = part.trim().toLowerCase().split("-");
    const start = DAYS.indexOf(from as (typeof DAYS)[number]);
    const end = to === undefined ? start : DAYS.indexOf(to as (typeof DAYS)[number]);
    if (start < 0 || end < 0) return null;
    for (let i = start; ; i = (i + 1) % 7) {
      out.push(i);
      if (i === end) break;
    }
  }
  return out;
}

const TIMES = /^(?:\d{1,2}:\d{2}-\d{1,2}:\d{2}\+?)(?:,\s*\d{1,2}:\d{2}-\d{1,2}:\d{2}\+?)*$/;

export function osmOpeningHours(value: string | undefined): Record<(typeof FIELD)[number], string | null> {
  const hours = Object.fromEntries(FIELD.map((f) => [f, null])) as Record<
    (typeof FIELD)[number],
    string | null
  >;
  const text = value?.trim().slice(0, 500);
  if (!text) return hours;
  if (text === "24/7") {
    for (const f of FIELD) hours[f] = "Open 24 hours";
    return hours;
  }
  for (const rule of text.split(";")) {
    const match = /^\s*([A-Za-z]{2}(?:\s*[-,]\s*[A-Za-z]{2})*)\s+(.+?)\s*$/.exec(rule);
    if (!match) continue;
    const days = dayIndexes(match[1]!.replace(/\s+/g, ""));
    const times = match[2]!;
    if (!days) continue;
    const said = /^(off|closed)$/i.test(times)
      ? "Closed"
      : TIMES.test(times)
        ? times.replace(/\s+/g, "")
        : null;
    if (!said) continue;
    for (const day of days) hours[FIELD[day]!] = said;
  }
  return hours;
}
