import { z } from "zod";
import { emailVerificationStatuses } from "@/db/schema/leads-enums";
import { defaultLeadsPageSize, leadPlatforms, leadsPageSizes } from "./constants";
import { contactEditSchema } from "./contact/edit-schema";
import { leadStatusSchema, platformEditSchemas } from "./platform-schemas";

export * from "./platform-schemas";

export const leadPlatformSchema = z.enum(leadPlatforms);
export const leadIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const listIdSchema = z.uuid();

/** A query-string list: `platform=linkedin,maps` or `platform=linkedin&platform=maps`. Unknown values are dropped. */
export function queryList<T extends z.ZodType>(item: T) {
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

export const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);
export const perPageParam = z.coerce
  .number()
  .int()
  .refine((n) => (leadsPageSizes as readonly number[]).includes(n))
  .catch(defaultLeadsPageSize);
export const searchTerm = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim().slice(0, 100))
  .catch("");
export const statusValue = z.string().trim().min(1).max(32).toUpperCase();

/** `from`/`to` of the date-added filter: a calendar day (UTC). */
const dayParam = z.iso.date().optional().catch(undefined);
export const leadContactKinds = ["email", "phone"] as const;

/** The contact-column filters of All Leads / By Source (see leadConditions); every key is lenient. */
export const leadContactFilterShape = {
  has: queryList(z.enum(leadContactKinds)),
  estatus: queryList(z.enum(emailVerificationStatuses)),
  tags: queryList(z.string().trim().min(1).max(64)),
  inlist: listIdSchema.optional().catch(undefined),
  project: z.uuid().optional().catch(undefined),
  loc: z.string().trim().max(100).optional().catch(undefined),
  from: dayParam,
  to: dayParam,
};

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

export const cursorParam = z.string().max(1000).optional().catch(undefined);
export const directionParam = z.enum(["asc", "desc"]).optional().catch(undefined);

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
    page: pageParam,
    cursor: cursorParam,
    perPage: perPageParam,
    sort: z.enum(leadSortColumns).catch("scrapedAt"),
    dir: directionParam,
    platform: queryList(leadPlatformSchema),
    status: queryList(statusValue),
    q: searchTerm,
    ...leadContactFilterShape,
    lq: searchTerm,
    lplatform: queryList(leadPlatformSchema),
    lstatus: queryList(statusValue),
    lpage: pageParam,
    pq: searchTerm,
    pindustry: z.string().trim().max(100).optional().catch(undefined),
    ppage: pageParam,
  })
  .transform((p) => ({ ...p, dir: p.dir ?? defaultSortOrder(p.sort) }));
export type LeadsSearchParams = z.output<typeof leadsSearchParamsSchema>;

/** Edit Lead: the platform picks the field set; the server also checks it equals the stored lead's. */
/** Every platform's edit also takes the contact fields (`contact`), validated per field; `data` is never edited for them. */
const editOf = { leadId: leadIdSchema, contact: contactEditSchema.optional() };
export const updateLeadSchema = z.discriminatedUnion("platform", [
  platformEditSchemas.linkedin.extend({ platform: z.literal("linkedin"), ...editOf }),
  platformEditSchemas.maps.extend({ platform: z.literal("maps"), ...editOf }),
  platformEditSchemas.instagram.extend({ platform: z.literal("instagram"), ...editOf }),
  platformEditSchemas.web.extend({ platform: z.literal("web"), ...editOf }),
  platformEditSchemas.ocr.extend({ platform: z.literal("ocr"), ...editOf }),
  platformEditSchemas.crm.extend({ platform: z.literal("crm"), ...editOf }),
]);
export type UpdateLeadInput = z.output<typeof updateLeadSchema>;
/** The fields of one platform's edit, without the lead id. */
export type LeadEdit = UpdateLeadInput extends infer U
  ? U extends UpdateLeadInput
    ? Omit<U, "leadId" | "contact">
    : never
  : never;

/**
 * The Leads screen's Edit Lead: the contact record's fields and the lead's status, whatever the source. The
 * source's own record is shown, never edited, here (the REST routes keep the spec's per-platform edit).
 */
export const editLeadContactSchema = z.object({
  leadId: leadIdSchema,
  status: leadStatusSchema,
  contact: contactEditSchema.optional(),
});
export type EditLeadContactInput = z.output<typeof editLeadContactSchema>;

export const deleteLeadSchema = z.object({ leadId: leadIdSchema });
