import { z } from "zod";
import { exportParamsSchema } from "@/lib/export/validations";

/** Only the export route's own keys go into a signed download link. */
const exportKeys = new Set(Object.keys(exportParamsSchema.shape));

/** The Download dialog's request (server action input): the export query it wants a signed, expiring link for. */
export const exportRequestSchema = z.object({
  query: z
    .string()
    .max(200_000, "Too many leads selected for one download.")
    .transform((query) =>
      Object.fromEntries([...new URLSearchParams(query)].filter(([key]) => exportKeys.has(key))),
    )
    .pipe(z.record(z.string(), z.string())),
});
