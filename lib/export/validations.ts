import { z } from "zod";
import {
  directionParam,
  leadContactFilterShape,
  leadIdSchema,
  leadPlatformSchema,
  leadSortColumns,
  leadsTabs,
  listIdSchema,
  queryList,
  searchTerm,
  statusValue,
} from "@/lib/leads/validations";

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
  dir: directionParam,
  /** The table's contact filters (has, estatus, tags, inlist, project, loc, from, to), as in its URL. */
  ...leadContactFilterShape,
});
export type ExportParams = z.output<typeof exportParamsSchema>;
