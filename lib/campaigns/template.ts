import type { Signature } from "@/lib/business-profile/signature";
import { platformEditSchemas } from "@/lib/leads/platform-schemas";
import { escapeHtml } from "@/lib/email/templates/layout";
import { insertableFields } from "./wizard-draft";
import { splitPersonName } from "@/lib/leads/contact/person-name";

/** What a template can name about its recipient. */
export type RecipientFields = {
  name: string;
  /** The contact record's name parts and job title (null when the source gave none). */
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  headline: string | null;
  location: string | null;
  data: Record<string, unknown>;
};

/** The contact fields the wizard offers to insert, and two more a scraped lead may have. */
const coreFields = [...insertableFields, "headline", "location"] as const;

/** Every platform's own fields (spec part 2 section 3 names), read from the lead's `data`. */
const platformFields = new Set(
  Object.values(platformEditSchemas).flatMap((schema) =>
    Object.keys(schema.shape).filter((k) => k !== "platform" && k !== "status"),
  ),
);

export const templateFields: readonly string[] = [...coreFields, ...platformFields];
const known = new Set(templateFields);

// `{{ field }}` or `{{ field | fallback }}`; the fallback runs to the closing braces.
const placeholder = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\|([^}]*))?\}\}/g;

/** The fields a template names that no recipient has; empty when it may be saved. */
export function unknownTemplateFields(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(placeholder)) {
    if (!known.has(match[1]!)) unknown.add(match[1]!);
  }
  return [...unknown];
}

/**
 * A person's first or last name: the contact record's, else the lead's name split as a person's (its first
 * word after any title, `splitPersonName`). A business (its name is its company, as for a Maps place) has
 * neither, so "Hi {{firstName|there}}" greets it with the fallback rather than the first word of the company.
 */
function namePart(fields: RecipientFields, part: "firstName" | "lastName"): string {
  if (fields.firstName || fields.lastName) return fields[part] ?? "";
  const name = fields.name.trim();
  if (fields.company && name.toLowerCase() === fields.company.trim().toLowerCase()) return "";
  return splitPersonName(name)[part] ?? "";
}

function fieldValue(fields: RecipientFields, field: string): string {
  const value: unknown =
    field === "firstName" || field === "lastName"
      ? namePart(fields, field)
      : field in fields && field !== "data"
        ? fields[field as keyof RecipientFields]
        : fields.data[field];
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}

/** The template with each field replaced by the recipient's value, or its fallback when empty. */
export function renderTemplate(template: string, fields: RecipientFields): string {
  return template.replace(placeholder, (_all, field: string, fallback?: string) => {
    const value = fieldValue(fields, field);
    return value || (fallback ?? "").trim();
  });
}

/** A subject is one line: a value with a line break must not add headers. */
export function renderSubject(template: string, fields: RecipientFields): string {
  return renderTemplate(template, fields)
    .replace(/[\r\n]+/g, " ")
    .trim();
}

/**
 * The body as sent. The template is the user's plain text, so the whole rendered text is escaped (values
 * and template alike: a `<script>` written in a template arrives as text), and line breaks become `<br>`.
 */
export function renderBody(
  template: string,
  fields: RecipientFields,
  unsubscribeUrl: string,
  signature: Signature | null = null,
): { html: string; text: string } {
  const text = renderTemplate(template, fields);
  const paragraphs = text
    .split(/\n{2,}/)
    // Each paragraph takes its direction from its own first letter: Arabic or Hebrew reads right to left.
    .map(
      (p) =>
        `<p dir="auto" style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`,
    )
    .join("");
  const footer = `<p style="font-size:12px;color:#64748b;margin-top:32px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">${paragraphs}${signature?.html ?? ""}${footer}</body></html>`,
    text: `${text}${signature ? `\n\n${signature.text}` : ""}\n\nUnsubscribe: ${unsubscribeUrl}`,
  };
}
