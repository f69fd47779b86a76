import Link from "next/link";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { Card } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import type { ActionResult } from "@/lib/server/action-result";
import { duplicateReasonLabels } from "@/lib/leads/duplicates/reasons";
import { getDuplicatePairs, getRecentMerges } from "@/lib/leads/duplicates/queries";
import { DecisionButtons } from "./decision-buttons";
import { DuplicateSideCard } from "./duplicate-side";
import { UndoMergeButton } from "./undo-merge-button";

type Action<I> = (prev: ActionResult<undefined> | undefined, input: I) => Promise<ActionResult<undefined>>;
export type DuplicatesActions = {
  merge: Action<{ candidateId: string }>;
  keepBoth: Action<{ candidateId: string }>;
  undo: Action<{ mergeId: string }>;
};

const originLabel = { import: "on import", save: "when saved", review: "from review" } as const;

/** Possible duplicates side by side with why they match, Merge / Keep both, and Undo of recent merges. */
export async function DuplicatesScreen({
  basePath,
  workspaceId,
  actions,
}: {
  basePath: "/leads" | "/leads2";
  workspaceId: string;
  actions: DuplicatesActions;
}) {
  const [pairs, merges] = await Promise.all([
    getDuplicatePairs({ workspaceId }),
    getRecentMerges({ workspaceId }),
  ]);
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <header className="grid gap-1">
        <Link href={basePath} className="text-sm text-indigo-700 underline-offset-4 hover:underline">
          Back to leads
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">Possible duplicates</h1>
        <p className="text-muted-foreground text-sm">
          Leads that share an email, phone or profile are merged when they arrive. These look alike but are
          not certain: merge them into one lead (every value and its source is kept) or keep both.
        </p>
      </header>
      <section aria-labelledby="pairs-heading" className="grid gap-4">
        <h2 id="pairs-heading" className="text-lg font-semibold">
          To review ({pairs.length})
        </h2>
        {pairs.length === 0 ? (
          <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">
            No possible duplicates to review.
          </p>
        ) : (
          <ul className="grid gap-4">
            {pairs.map((pair) => (
              <li key={pair.id}>
                <Card className="grid gap-4 p-4" aria-label={`${pair.lead.name} and ${pair.other.name}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Badge tone="yellow">{duplicateReasonLabels[pair.reason]}</Badge>
                    <DecisionButtons
                      candidateId={pair.id}
                      names={`${pair.lead.name} and ${pair.other.name}`}
                      merge={actions.merge}
                      keepBoth={actions.keepBoth}
                    />
                  </div>
                  <div className="grid gap-4 md:grid-cols-2">
                    <DuplicateSideCard side={pair.lead} label="Kept lead (older)" />
                    <DuplicateSideCard side={pair.other} label="Merged into it" />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="merges-heading" className="grid gap-3">
        <h2 id="merges-heading" className="text-lg font-semibold">
          Recent merges
        </h2>
        {merges.length === 0 ? (
          <p className="text-muted-foreground text-sm">No merges yet.</p>
        ) : (
          <ul className="divide-border grid divide-y rounded-lg border">
            {merges.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <strong>{m.loserName || "Unnamed lead"}</strong> merged into{" "}
                  <strong>{m.winnerName || "Unnamed lead"}</strong> {originLabel[m.origin]} ·{" "}
                  {duplicateReasonLabels[m.reason]} · <WorkspaceTime value={m.createdAt} />
                </span>
                <UndoMergeButton
                  mergeId={m.id}
                  names={`${m.loserName} and ${m.winnerName}`}
                  undo={actions.undo}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
