export type JsonSection = { title: string; value: unknown };

/** Splits a scraped JSON document into top-level sections the viewer can collapse one by one. */
export function getJsonSections(value: unknown): JsonSection[] {
  if (Array.isArray(value)) return value.map((item, index) => ({ title: `Item ${index + 1}`, value: item }));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).map(([title, item]) => ({ title, value: item }));
  }
  return [{ title: "Value", value }];
}

export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? "null";
}

/** A short hint of what a collapsed section holds, e.g. "3 items" or "5 fields". */
export function describeJson(value: unknown): string {
  if (Array.isArray(value)) return value.length === 1 ? "1 item" : `${value.length} items`;
  if (value !== null && typeof value === "object") {
    const count = Object.keys(value).length;
    return count === 1 ? "1 field" : `${count} fields`;
  }
  if (typeof value === "string") return value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return String(value);
}
