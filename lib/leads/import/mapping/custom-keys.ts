import { cleanHeader } from "./fields";
import { ownCustomColumn } from "./own-export";

export type CustomFieldDefinition = { key: string; label: string };

/** "# Employees" → "employees", "Straße 2" → "strasse_2"; keys as lead_custom_fields allows them. */
function slug(label: string): string {
  const base = label
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 56);
  if (!base) return "field";
  return /^[a-z]/.test(base) ? base : `f_${base}`;
}

/**
 * The custom field each `custom` column fills: an existing field of the workspace with the same label (or,
 * for this product's export, its `custom.<key>`), else a new key from the header, unique in the workspace
 * and the file. Labels are the headers as the file has them. `null` marks a column that is not custom.
 */
export function customFieldsFor(
  headers: (string | null)[],
  existing: CustomFieldDefinition[],
): { byColumn: (CustomFieldDefinition | undefined)[]; created: CustomFieldDefinition[] } {
  const byLabel = new Map(existing.map((f) => [f.label.toLowerCase(), f]));
  const byKey = new Map(existing.map((f) => [f.key, f]));
  const taken = new Set(existing.map((f) => f.key));
  const created: CustomFieldDefinition[] = [];
  const byColumn = headers.map((header) => {
    if (header === null) return undefined;
    const label = cleanHeader(header) || "Column";
    const own = ownCustomColumn.exec(label)?.[1];
    const known = own ? byKey.get(own) : byLabel.get(label.toLowerCase());
    if (known) return known;
    let key = own ?? slug(label);
    for (let n = 2; taken.has(key); n++) key = `${slug(label).slice(0, 56)}_${n}`;
    const field = { key, label: own ?? label };
    taken.add(key);
    byKey.set(key, field);
    byLabel.set(field.label.toLowerCase(), field);
    created.push(field);
    return field;
  });
  return { byColumn, created };
}
