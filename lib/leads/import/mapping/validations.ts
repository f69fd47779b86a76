import { z } from "zod";
import { importTargets } from "./fields";

/** One entry per column of the file, in file order: the header as the file has it and what it becomes. */
export const importMappingSchema = z
  .array(
    z.object({
      header: z.string().max(1_000, "A column header is longer than 1,000 characters"),
      target: z.enum(importTargets, "Choose what each column becomes"),
    }),
  )
  .min(1, "The mapping has no columns")
  .max(2_000, "A file can have at most 2,000 columns");
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** Save the mapping for the next file with the same columns, under a name the workspace chooses. */
export const saveImportMappingSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter a name for the mapping")
    .max(80, "Mapping names are at most 80 characters"),
  mapping: importMappingSchema,
});
export type SaveImportMappingInput = z.infer<typeof saveImportMappingSchema>;
