"use client";

import { Button } from "@/components/ui/button";
import { useActionSubmit } from "../use-action-submit";
import type { DuplicatesActions } from "./duplicates-screen";

/** Undo of one merge: both leads come back exactly as they were before it. */
export function UndoMergeButton({
  mergeId,
  names,
  undo,
}: {
  mergeId: string;
  names: string;
  undo: DuplicatesActions["undo"];
}) {
  const { submit, pending } = useActionSubmit(undo, {
    success: (r) => (r.status === "success" && r.message) || "Merge undone.",
    failure: "Unable to undo this merge. Please try again.",
  });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      loading={pending}
      aria-label={`Undo merge of ${names}`}
      onClick={() => submit({ mergeId })}
    >
      Undo
    </Button>
  );
}
