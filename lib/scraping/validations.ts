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

export const runIdParamsSchema = z.object({ id: z.uuid() });

export const resultFormats = ["csv", "doc", "md", "txt"] as const;
export type ResultFormat = (typeof resultFormats)[number];
export const resultsQuerySchema = z.object({
  format: z.enum(resultFormats).optional(),
});
