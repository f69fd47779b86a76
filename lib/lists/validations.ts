import { z } from "zod";
import { listNameMaxLength } from "@/lib/leads/constants";
import { leadMessages } from "@/lib/leads/messages";
import { scrapeDetailsSchema } from "./scrape-details";
import {
  cursorParam,
  leadIdSchema,
  leadPlatformSchema,
  listIdSchema,
  pageParam,
  perPageParam,
  queryList,
  searchTerm,
  statusValue,
} from "@/lib/leads/validations";

/** The lists' schemas: creating, curating, editing, deleting and paging lead lists. */

/** The list-detail modal's paging (newest first). */
export const listLeadsParamsSchema = z.object({
  page: pageParam,
  cursor: cursorParam,
  perPage: perPageParam,
  q: searchTerm,
});
export const leadListsParamsSchema = z.object({
  page: pageParam,
  perPage: perPageParam,
  q: searchTerm,
  platform: queryList(leadPlatformSchema),
  status: queryList(statusValue),
});
export type LeadListsParams = z.output<typeof leadListsParamsSchema>;

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
  scrapeDetails: scrapeDetailsSchema.optional(),
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
