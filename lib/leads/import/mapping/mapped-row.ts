import { normalizeWebsite } from "@/lib/links/web-address";
import { buildContact } from "@/lib/leads/contact/build";
import { emailEntries, normalizeEmail, num, phoneEntry, socialProfiles } from "@/lib/leads/contact/normalize";
import type { ContactRecord, PhoneEntry, PostalAddressParts } from "@/lib/leads/contact/types";
import { regionOfCountry } from "./countries";
import type { CustomFieldDefinition } from "./custom-keys";
import type { ImportField, ImportTarget } from "./fields";

/** Where each field's values are: column indexes in file order, and the custom field each custom column fills. */
export type MappingPlan = {
  columns: Partial<Record<ImportField, number[]>>;
  custom: { index: number; key: string }[];
};

export function planOf(
  targets: ImportTarget[],
  customByColumn: (CustomFieldDefinition | undefined)[],
): MappingPlan {
  const plan: MappingPlan = { columns: {}, custom: [] };
  targets.forEach((target, index) => {
    if (target === "drop") return;
    if (target === "custom") {
      const field = customByColumn[index];
      if (field) plan.custom.push({ index, key: field.key });
      return;
    }
    (plan.columns[target] ??= []).push(index);
  });
  return plan;
}

/** The name rule on mapped fields: a person's name, or a company (a business listing's name is its company). */
export function planHasNameOrCompany(plan: MappingPlan): boolean {
  return ["fullName", "firstName", "lastName", "company"].some((f) => plan.columns[f as ImportField]?.length);
}

/** Several values in one cell: Google's " ::: ", semicolons, commas; emails and links also split on spaces. */
const splitLoose = (cell: string) => cell.split(/\s*:::\s*|[;,\s]+/).filter(Boolean);
const splitPhones = (cell: string) =>
  cell
    .split(/\s*:::\s*|;|\n/)
    .map((v) => v.trim())
    .filter(Boolean);
const splitTags = (cell: string) =>
  cell
    .split(/\s*:::\s*|[;,]/)
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * A phone in E.164 when its region is known (written with + or 00, or the row names a country): a number of
 * a possible length counts, so reserved fiction ranges and new ranges are completed too. Otherwise as given.
 */
function importedPhone(raw: string, region: ReturnType<typeof regionOfCountry>): PhoneEntry | null {
  return phoneEntry(raw, "csv", region, Boolean(region) || /^\s*(\+|00)/.test(raw));
}

const validZone = (zone: string | null): string | null => {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

export type MappedLead = {
  /** The lead's name: the full name, else first and last, else the company. */
  name: string;
  company: string | null;
  /** The primary email and phone as the file wrote them (the leads table keeps them verbatim). */
  email: string | null;
  phone: string | null;
  contact: ContactRecord;
};

/** One data record through the mapping. `cell(i)` is column i as given (trimmed). */
export function mappedLead(plan: MappingPlan, cell: (index: number) => string): MappedLead {
  const cells = (field: ImportField) => (plan.columns[field] ?? []).map(cell).filter(Boolean);
  // Read for each of a dozen fields on every row, so without building the field's list of cells.
  const first = (field: ImportField) => {
    for (const index of plan.columns[field] ?? []) {
      const value = cell(index);
      if (value) return value;
    }
    return null;
  };
  const region = regionOfCountry(first("country"));

  const emailTokens = cells("emails").flatMap(splitLoose);
  const emails = emailEntries(emailTokens, "csv");
  const email = emailTokens.find((t) => normalizeEmail(t)) ?? cells("emails")[0] ?? null;

  const phoneTokens = cells("phones").flatMap(splitPhones);
  const phones: PhoneEntry[] = [];
  for (const token of phoneTokens) {
    const entry = importedPhone(token, region);
    if (entry && !phones.some((p) => p.number === entry.number)) phones.push(entry);
  }

  const address: PostalAddressParts = {
    street: first("street") ?? undefined,
    locality: first("city") ?? undefined,
    region: first("region") ?? undefined,
    postalCode: first("postalCode") ?? undefined,
    country: first("country") ?? undefined,
  };
  const latitude = num(first("latitude"));
  const longitude = num(first("longitude"));
  const coordinates =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

  const fullName = first("fullName");
  const firstName = first("firstName");
  const lastName = first("lastName");
  const company = first("company");
  const name = fullName ?? ([firstName, lastName].filter(Boolean).join(" ") || company || "");
  const customFields = Object.fromEntries(
    plan.custom.flatMap(({ index, key }) => (cell(index) ? [[key, cell(index)]] : [])),
  );

  const contact = buildContact("csv", {
    name,
    firstName,
    lastName,
    title: first("title"),
    company,
    emails,
    phones,
    website: normalizeWebsite(first("website")),
    socials: socialProfiles([...cells("linkedinUrl"), ...cells("otherSocials").flatMap(splitLoose)], "csv"),
    address,
    latitude: coordinates ? latitude : null,
    longitude: coordinates ? longitude : null,
    timeZone: validZone(first("timeZone")),
    tags: [...new Set(cells("tags").flatMap(splitTags))].slice(0, 50),
    notes: first("notes"),
    customFields,
  });
  return { name, company, email, phone: phoneTokens[0] ?? null, contact };
}
