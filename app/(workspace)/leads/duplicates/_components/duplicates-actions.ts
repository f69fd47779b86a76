import type { DuplicatesActions } from "@/components/leads/duplicates/duplicates-screen";
import { keepBothAction, mergeDuplicateAction, undoMergeAction } from "../actions";

/** The review screen's server actions, passed down as props (components never import from app/). */
export const duplicatesActions: DuplicatesActions = {
  merge: mergeDuplicateAction,
  keepBoth: keepBothAction,
  undo: undoMergeAction,
};
