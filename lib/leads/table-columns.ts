import { z } from "zod";

/** The Leads table's columns a user can show, hide and order (Select, No. and Actions always show). */
export const leadTableColumnIds = [
  "name",
  "company",
  "title",
  "email",
  "phone",
  "website",
  "location",
  "platform",
  "status",
  "tags",
  "url",
  "headline",
  "address",
  "scrapedAt",
  "updatedAt",
] as const;
export type LeadTableColumnId = (typeof leadTableColumnIds)[number];

export const leadTableColumnLabels: Record<LeadTableColumnId, string> = {
  name: "Name",
  company: "Company",
  title: "Title",
  email: "Email",
  phone: "Phone",
  website: "Website",
  location: "Location",
  platform: "Source",
  status: "Status",
  tags: "Tags",
  url: "URL",
  headline: "Headline",
  address: "Address",
  scrapedAt: "Scraped At",
  updatedAt: "Updated At",
};

/** Until a user picks: the contact columns, then when the lead was added. */
export const defaultLeadTableColumns: readonly LeadTableColumnId[] = [
  "name",
  "company",
  "title",
  "email",
  "phone",
  "website",
  "location",
  "platform",
  "status",
  "tags",
  "scrapedAt",
];

/** Shown columns in order: known ids, each once, at least one. */
export const leadTableColumnsSchema = z
  .array(z.enum(leadTableColumnIds))
  .min(1, "Show at least one column.")
  .max(leadTableColumnIds.length)
  .refine((ids) => new Set(ids).size === ids.length, "A column appears once.");

/** A stored list read back leniently: ids a later version dropped are left out. */
export function readLeadTableColumns(stored: readonly string[] | null | undefined): LeadTableColumnId[] {
  const known = (stored ?? []).filter((id): id is LeadTableColumnId =>
    (leadTableColumnIds as readonly string[]).includes(id),
  );
  const unique = [...new Set(known)];
  return unique.length ? unique : [...defaultLeadTableColumns];
}

export const leadViewNameSchema = z.string().trim().min(1, "Name the view.").max(60);

export const saveLeadColumnsSchema = z.object({ columns: leadTableColumnsSchema });
export const createLeadViewSchema = z.object({
  name: leadViewNameSchema,
  columns: leadTableColumnsSchema,
  /** The view's filters and sort as the page's canonical query string (components/leads/leads-query.ts). */
  query: z.string().max(2000),
});
export const leadViewIdSchema = z.object({ viewId: z.uuid() });
