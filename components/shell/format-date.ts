const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A timestamp in the viewer's locale and time zone (only call where it renders in the browser). */
export function formatDateTime(value: Date | string | null): string {
  if (!value) return "Never";
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}
