"use server";

import { revalidatePath } from "next/cache";
import { authedAction } from "@/lib/server/action";
import { duplicateMessages } from "@/lib/leads/duplicates/messages";
import { keepBoth, mergeCandidate } from "@/lib/leads/duplicates/review";
import { undoMerge } from "@/lib/leads/duplicates/undo";
import { duplicateDecisionSchema, undoMergeSchema } from "@/lib/leads/duplicates/validations";

/** The review screen lives under both shells, beside the Leads page whose badge counts the pairs. */
function revalidateDuplicates() {
  for (const path of ["/leads", "/leads2", "/leads/duplicates", "/leads2/duplicates"]) revalidatePath(path);
}

export const mergeDuplicateAction = authedAction(
  duplicateDecisionSchema,
  async ({ candidateId }, { user, workspace }) => {
    await mergeCandidate({ workspaceId: workspace.id, userId: user.id, candidateId });
    revalidateDuplicates();
    return { status: "success" as const, message: duplicateMessages.merged };
  },
  { permission: "leads:write" },
);

export const keepBothAction = authedAction(
  duplicateDecisionSchema,
  async ({ candidateId }, { user, workspace }) => {
    await keepBoth({ workspaceId: workspace.id, userId: user.id, candidateId });
    revalidateDuplicates();
    return { status: "success" as const, message: duplicateMessages.kept };
  },
  { permission: "leads:write" },
);

export const undoMergeAction = authedAction(
  undoMergeSchema,
  async ({ mergeId }, { user, workspace }) => {
    await undoMerge({ workspaceId: workspace.id, userId: user.id, mergeId });
    revalidateDuplicates();
    return { status: "success" as const, message: duplicateMessages.undone };
  },
  { permission: "leads:write" },
);
