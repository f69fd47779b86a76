import { z } from "zod";

/** Merge / Keep both on the review screen, and Undo of a merge (safe in client components). */
export const duplicateDecisionSchema = z.object({ candidateId: z.uuid("Possible duplicate not found.") });
export const undoMergeSchema = z.object({ mergeId: z.uuid("Merge not found.") });
