import { z } from "zod";
import {
  defaultLeadsPageSize,
  knownLeadStatuses,
  leadPlatforms,
  leadsPageSizes,
  listNameMaxLength,
} from "./constants";
import { leadMessages } from "./messages";
import { platformEditSchemas } from "./platform-schemas";

export * from "./platform-schemas";

export const leadPlatformSchema = z.enum(leadPlatforms);
export const leadIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const listIdSchema = z.uuid();

/** A query-string list: `platform=linkedin,maps` or `platform=linkedin&platform=maps`. Unknown values are dropped. */
function queryList<T extends z.ZodType>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : (v ?? "").split(",")).map((s) => s.trim()).filter(Boolean))
    .transform((values) => {
      const parsed = values
        .map((s) => item.safeParse(s))
        .flatMap((r) => (r.success ? [r.data as z.output<T>] : []));
      return [...new Set(parsed)];
    });
}

const page = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const perPage = z.coerce
  .number()
  .int()
  .refine((n) => (leadsPageSizes as readonly number[]).includes(n))
  .catch(defaultLeadsPageSize);
const searchTerm = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim().slice(0, 100))
  .catch("");
const statusValue = z.string().trim().min(1).max(32).toUpperCase();

export const leadsTabs = ["all", "source", "project", "file"] as const;
export const leadSortColumns = [
  "scrapedAt",
  "updatedAt",
  "name",
  "platform",
  "status",
  "url",
  "headline",
  "location",
  "address",
] as const;
export type LeadSortColumn = (typeof leadSortColumns)[number];
export type SortDirection = "asc" | "desc";

/** Spec section 4: scraped and updated times sort descending by default, other columns ascending. */
export function defaultSortOrder(sort: LeadSortColumn): SortDirection {
  return sort === "scrapedAt" || sort === "updatedAt" ? "desc" : "asc";
}

const cursor = z.string().max(1000).optional().catch(undefined);
const direction = z.enum(["asc", "desc"]).optional().catch(undefined);

/**
 * The Leads page URL state (lenient: a bad value falls back to its default). `cursor` is opaque (a page
 * result's nextCursor/prevCursor, or "last"); without it `page` is an offset page. By File uses the
 * `l*` keys and By Project the `p*` keys. Switching tab drops everything but `tab`.
 */
export const leadsSearchParamsSchema = z
  .object({
    tab: z.enum(leadsTabs).catch("all"),
    /** By Source: the platform whose leads are shown. */
    source: leadPlatformSchema.catch("linkedin"),
    page,
    cursor,
    perPage,
    sort: z.enum(leadSortColumns).catch("scrapedAt"),
    dir: direction,
    platform: queryList(leadPlatformSchema),
    status: queryList(statusValue),
    q: searchTerm,
    lq: searchTerm,
    lplatform: queryList(leadPlatformSchema),
    lstatus: queryList(statusValue),
    lpage: page,
    pq: searchTerm,
    pindustry: z.string().trim().max(100).optional().catch(undefined),
    ppage: page,
  })
  .transform((p) => ({ ...p, dir: p.dir ?? defaultSortOrder(p.sort) }));
export type LeadsSearchParams = z.output<typeof leadsSearchParamsSchema>;
export const leadsSearchParamKeys = [
  "tab",
  "source",
  "page",
  "cursor",
  "perPage",
  "sort",
  "dir",
  "platform",
  "status",
  "q",
  "lq",
  "lplatform",
  "lstatus",
  "lpage",
  "pq",
  "pindustry",
  "ppage",
] as const;

/** The list-detail modal's paging (newest first). */
export const listLeadsParamsSchema = z.object({ page, cursor, perPage, q: searchTerm });
export const leadListsParamsSchema = z.object({
  page,
  perPage,
  q: searchTerm,
  platform: queryList(leadPlatformSchema),
  status: queryList(statusValue),
});
export type LeadListsParams = z.output<typeof leadListsParamsSchema>;

export const leadStatusFilterOptions = knownLeadStatuses;

/** Edit Lead: the platform picks the field set; the server also checks it equals the stored lead's. */
export const updateLeadSchema = z.discriminatedUnion("platform", [
  platformEditSchemas.linkedin.extend({ platform: z.literal("linkedin"), leadId: leadIdSchema }),
  platformEditSchemas.maps.extend({ platform: z.literal("maps"), leadId: leadIdSchema }),
  platformEditSchemas.instagram.extend({ platform: z.literal("instagram"), leadId: leadIdSchema }),
  platformEditSchemas.web.extend({ platform: z.literal("web"), leadId: leadIdSchema }),
  platformEditSchemas.ocr.extend({ platform: z.literal("ocr"), leadId: leadIdSchema }),
  platformEditSchemas.crm.extend({ platform: z.literal("crm"), leadId: leadIdSchema }),
]);
export type UpdateLeadInput = z.output<typeof updateLeadSchema>;
/** The fields of one platform's edit, without the lead id. */
export type LeadEdit = UpdateLeadInput extends infer U
  ? U extends UpdateLeadInput
    ? Omit<U, "leadId">
    : never
  : never;

export const deleteLeadSchema = z.object({ leadId: leadIdSchema });

export const listNameSchema = z
  .string({ error: leadMessages.listNameRequired })
  .trim()
  .min(1, leadMessages.listNameRequired)
  .max(listNameMaxLength, leadMessages.listNameTooLong);

const description = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** Create a list before scraping (spec section 5, list creation). */
export const createLeadListSchema = z.object({
  name: listNameSchema,
  description,
  platform: leadPlatformSchema,
  status: statusValue.optional().default("ACTIVE"),
  scrapeDetails: z.record(z.string(), z.unknown()).optional(),
});
export type CreateLeadListInput = z.output<typeof createLeadListSchema>;

/** Lead ids from a form ("1,2,3" or repeated fields) or JSON (numbers or strings). */
export const leadIdsSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : v),
  z.array(leadIdSchema).max(10_000, "Select at most 10,000 leads"),
);

/** Create List from selected leads: a curated list (spec: "Enter a list name and select at least one lead"). */
export const createCuratedListSchema = z.object({
  name: z
    .string({ error: leadMessages.createListNeedsInput })
    .trim()
    .min(1, leadMessages.createListNeedsInput)
    .max(listNameMaxLength, leadMessages.listNameTooLong),
  description,
  leadIds: leadIdsSchema.refine((ids) => ids.length > 0, leadMessages.createListNeedsInput),
});
export type CreateCuratedListInput = z.output<typeof createCuratedListSchema>;

/** Edit Lead List (listName, description) and the scraper's status update; every field optional. */
export const updateLeadListSchema = z
  .object({
    listId: listIdSchema,
    name: listNameSchema.optional(),
    description: description.optional(),
    status: statusValue.optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.description !== undefined || v.status !== undefined,
    "Nothing to update",
  );
export type UpdateLeadListInput = z.output<typeof updateLeadListSchema>;

export const deleteLeadListSchema = z.object({ listId: listIdSchema });

/** The spec's JSON upload: `leads` of {name, company, email?, phone?}. */
export const uploadLeadsJsonSchema = z.object({
  fileName: z.string().trim().max(200).optional(),
  leads: z
    .array(
      z.object({
        name: z.unknown().optional(),
        company: z.unknown().optional(),
        email: z.unknown().optional(),
        phone: z.unknown().optional(),
      }),
    )
    .min(1, leadMessages.csvEmpty)
    .max(100_000, "Upload at most 100,000 leads at a time"),
});
export type UploadLeadsJsonInput = z.output<typeof uploadLeadsJsonSchema>;

export const exportFormats = ["csv", "json", "pdf", "rtf", "md", "txt"] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** Word (RTF), Markdown and Text exist for web and OCR leads only (spec section 9). */
export const documentFormats: readonly ExportFormat[] = ["rtf", "md", "txt"];

export const exportParamsSchema = z.object({
  format: z.enum(exportFormats).catch("csv"),
  tab: z.enum(leadsTabs).catch("all"),
  source: leadPlatformSchema.optional().catch(undefined),
  platform: queryList(leadPlatformSchema),
  status: queryList(statusValue),
  q: searchTerm,
  listId: listIdSchema.optional().catch(undefined),
  ids: z.preprocess(
    (v) => (typeof v === "string" && v ? v.split(",") : []),
    z.array(leadIdSchema).max(10_000),
  ),
  sort: z.enum(leadSortColumns).catch("scrapedAt"),
  dir: direction,
});
export type ExportParams = z.output<typeof exportParamsSchema>;
