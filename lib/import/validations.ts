import { z } from "zod";
import { leadMessages } from "@/lib/leads/messages";

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
