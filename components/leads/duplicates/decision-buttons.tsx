"use client";

import { Button } from "@/components/ui/button";
import { useActionSubmit } from "../use-action-submit";
import type { DuplicatesActions } from "./duplicates-screen";

/** Merge / Keep both for one pair; the server action revalidates the screen. */
export function DecisionButtons({
  candidateId,
  names,
  merge,
  keepBoth,
}: {
  candidateId: string;
  names: string;
  merge: DuplicatesActions["merge"];
  keepBoth: DuplicatesActions["keepBoth"];
}) {
  const merging = useActionSubmit(merge, {
    success: (r) => (r.status === "success" && r.message) || "Leads merged.",
    failure: "Unable to merge these leads. Please try again.",
  });
  const keeping = useActionSubmit(keepBoth, {
    success: (r) => (r.status === "success" && r.message) || "Both leads kept.",
    failure: "Unable to keep both leads. Please try again.",
  });
  const busy = merging.pending || keeping.pending;
  return (
    <div className="flex gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        loading={keeping.pending}
        aria-label={`Keep both: ${names}`}
        onClick={() => keeping.submit({ candidateId })}
      >
        Keep both
      </Button>
      <Button
        type="button"
        size="sm"
        disabled={busy}
        loading={merging.pending}
        aria-label={`Merge ${names}`}
        onClick={() => merging.submit({ candidateId })}
      >
        Merge
      </Button>
    </div>
  );
}
