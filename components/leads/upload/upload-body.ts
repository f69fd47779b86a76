import { z } from "zod";
import type { UploadSummary } from "./upload-result";

// The route's success body; parsed so a surprising answer shows the failure message, not a crash.
const uploadBodySchema = z.object({
  data: z.object({
    imported: z.number(),
    skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
    duplicates: z.array(z.number()),
    merged: z.number(),
    possibleDuplicates: z.number(),
    skippedCount: z.number().optional(),
    duplicateCount: z.number().optional(),
  }),
});

export function parseUploadBody(body: unknown): UploadSummary | null {
  const parsed = uploadBodySchema.safeParse(body);
  return parsed.success ? parsed.data.data : null;
}
