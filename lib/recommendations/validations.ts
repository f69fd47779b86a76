import { z } from "zod";

export const DESCRIPTION_MAX = 2000;

/** POST /api/recommendations (spec part 1 section 7): businessDescription, non-empty after trimming. */
export const recommendationRequestSchema = z.object({
  businessDescription: z
    .string("Please describe your business first")
    .trim()
    .min(1, "Please describe your business first")
    .max(DESCRIPTION_MAX, `Please keep the description under ${DESCRIPTION_MAX} characters`),
});
