import { z } from "zod";
import { listNameSchema } from "@/lib/lists/validations";
import { scrapingMessages } from "./messages";

const description = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/**
 * Where a run's leads go: an existing list (`listId`, the spec's field) or a new one created with the
 * run (`listName`, `description`), so a refused start never leaves an empty list behind.
 */
export const scrapeTargetSchema = z.union([
  z.object({ listId: z.uuid(scrapingMessages.selectExistingList) }),
  z.object({ listName: listNameSchema, description }),
]);
export type ScrapeTarget = z.output<typeof scrapeTargetSchema>;
export type ScrapeTargetInput = z.input<typeof scrapeTargetSchema>;

const optionalInt = z.coerce.number().int().min(1).max(100_000).optional();

/** The body of POST /api/scraping/{platform}: the parameters plus numberOfResults, the list and a project. */
export const startScrapeBodySchema = z
  .object({
    numberOfResults: optionalInt,
    projectId: z.uuid().optional().nullable(),
    listId: z.string().optional(),
    listName: z.string().optional(),
    description: z.string().optional().nullable(),
  })
  .loose();

export const runIdParamsSchema = z.object({ id: z.uuid() });

export const resultFormats = ["csv", "doc", "md", "txt"] as const;
export type ResultFormat = (typeof resultFormats)[number];
export const resultsQuerySchema = z.object({
  format: z.enum(resultFormats).optional(),
});
