/** What the duplicates review says (safe in client components). */
export const duplicateMessages = {
  merged: "Leads merged. You can undo this below.",
  kept: "Both leads kept.",
  undone: "Merge undone: both leads are back as they were.",
  candidateNotFound: "Possible duplicate not found.",
  alreadyDecided: "These leads were already merged or kept apart.",
  mergeNotFound: "Merge not found.",
  alreadyUndone: "This merge was already undone.",
  undoLaterFirst: "A later merge changed this lead: undo that one first.",
} as const;
