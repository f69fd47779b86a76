import type { CustomFieldDefinition, LeadRow } from "@/lib/leads/types";
import type { ContactEdit } from "@/lib/leads/contact/edit-schema";
import type { LeadFieldDef } from "./lead-edit-fields";

/** A lead as Edit Lead opens it: with the workspace's custom fields when the server sent them. */
export type EditableLead = LeadRow & { customFieldDefinitions?: CustomFieldDefinition[] };

const addressParts = [
  ["street", "Street address"],
  ["locality", "Town or city"],
  ["region", "Region or state"],
  ["postalCode", "Postal code"],
  ["country", "Country"],
] as const;

const field = (name: string, label: string, kind: LeadFieldDef["kind"], extra: Partial<LeadFieldDef> = {}) =>
  ({ name: `contact.${name}`, label, kind, ...extra }) satisfies LeadFieldDef;

const allFields = {
  name: field("name", "Name", "text", { required: true }),
  title: field("title", "Title", "text"),
  company: field("company", "Company", "text"),
  emails: field("emails", "Emails", "textarea", { hint: "One a line; the first is the primary." }),
  phones: field("phones", "Phones", "textarea", {
    hint: "One a line, with the country code (+44 20 7946 0958); the first is the primary.",
  }),
  website: field("website", "Website", "url"),
  address: addressParts.map(([part, label]) => field(`address.${part}`, label, "text")),
  tags: field("tags", "Tags", "text", { hint: "Separate tags with commas.", wide: true }),
  notes: field("notes", "Notes", "textarea", { wide: true }),
};

const customName = (key: string) => `contact.customFields.${key}`;

/**
 * The contact record's fields in Edit Lead, the same for every source: who the lead is and how to reach
 * them, then the workspace's custom fields.
 */
export function contactFields(customFields: readonly CustomFieldDefinition[] = []): LeadFieldDef[] {
  return [
    ...Object.values(allFields).flat(),
    ...customFields.map((c): LeadFieldDef => ({ name: customName(c.key), label: c.label, kind: "text" })),
  ];
}

/** The form's starting values, by input name. */
export function contactEditValues(lead: EditableLead): Record<string, string> {
  const address = lead.addressParts ?? {};
  return {
    ...Object.fromEntries(
      (lead.customFieldDefinitions ?? []).map((c) => [customName(c.key), lead.customFields[c.key] ?? ""]),
    ),
    "contact.name": lead.name,
    "contact.title": lead.title ?? "",
    "contact.company": lead.company ?? "",
    "contact.emails": lead.emails.map((e) => e.address).join("\n"),
    "contact.phones": lead.phones.map((p) => p.number).join("\n"),
    "contact.website": lead.website ?? "",
    ...Object.fromEntries(addressParts.map(([part]) => [`contact.address.${part}`, address[part] ?? ""])),
    "contact.tags": lead.tags.join(", "),
    "contact.notes": lead.notes ?? "",
  };
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The contact edit the form asks for: only the fields the user changed, so what they did not touch keeps
 * its value, its source and (for a phone) its type. Text is sent as typed; the shared schema validates it.
 */
export function contactEditFromForm(
  form: FormData,
  lead: EditableLead,
): { [K in keyof ContactEdit]?: unknown } | undefined {
  const initial = contactEditValues(lead);
  const fields = contactFields(lead.customFieldDefinitions);
  const changed = new Set(
    fields.filter((f) => (form.get(f.name) ?? initial[f.name]) !== initial[f.name]).map((f) => f.name),
  );
  const value = (name: string) => String(form.get(name) ?? "");
  const edit: { [K in keyof ContactEdit]?: unknown } = {};
  // A name cannot be removed (the schema says so); the other texts can.
  if (changed.has("contact.name")) edit.name = value("contact.name");
  for (const key of ["title", "company", "website", "notes"] as const) {
    if (changed.has(`contact.${key}`)) edit[key] = value(`contact.${key}`).trim() || null;
  }
  if (changed.has("contact.emails")) edit.emails = lines(value("contact.emails"));
  if (changed.has("contact.phones")) {
    const typeOf = new Map(lead.phones.map((p) => [p.number, p.type]));
    edit.phones = lines(value("contact.phones")).map((number) => ({ number, type: typeOf.get(number) }));
  }
  if (addressParts.some(([part]) => changed.has(`contact.address.${part}`))) {
    edit.address = Object.fromEntries(addressParts.map(([part]) => [part, value(`contact.address.${part}`)]));
  }
  if (changed.has("contact.tags"))
    edit.tags = value("contact.tags")
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean);
  const custom = (lead.customFieldDefinitions ?? []).filter((c) => changed.has(customName(c.key)));
  if (custom.length)
    edit.customFields = Object.fromEntries(custom.map((c) => [c.key, value(customName(c.key)).trim()]));
  return Object.keys(edit).length ? edit : undefined;
}

/** A contact error's input: `contact.emails.1` belongs to the Emails box, `contact.phones.0.number` to Phones. */
export function contactErrorField(key: string): string {
  const match = /^contact\.(emails|phones|tags)\b/.exec(key);
  return match ? `contact.${match[1]}` : key;
}
