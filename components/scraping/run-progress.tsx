"use client";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { RunView } from "@/lib/scraping/run-view";

/** Percent done from the run's own figures: units done, else leads saved against the estimate. */
export function runPercent(run: RunView): number | null {
  if (run.status === "queued") return null;
  if (run.status !== "running") return 100;
  const { unitsDone, unitsTotal } = run.progress;
  if (unitsTotal && unitsTotal > 0) return Math.min(99, Math.round(((unitsDone ?? 0) / unitsTotal) * 100));
  if (run.estimate > 0 && run.savedCount > 0)
    return Math.min(99, Math.round((run.savedCount / run.estimate) * 100));
  return null;
}

export function RunProgress({
  run,
  onCancel,
  cancelling,
}: {
  run: RunView;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { unitsDone, unitsTotal, unitLabel, found, message } = run.progress;
  const percent = runPercent(run);
  return (
    <section
      aria-labelledby="run-progress-title"
      aria-live="polite"
      className="space-y-3 rounded-lg border p-4"
      data-testid="run-progress"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="run-progress-title" className="font-semibold">
          {run.status === "queued" ? "Starting Scraper..." : "Scraping in progress"}
        </h3>
        <Button variant="outline" size="sm" onClick={onCancel} loading={cancelling}>
          Cancel
        </Button>
      </div>
      <Progress value={percent} label="Scraping progress" />
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">
            {unitLabel ? `${unitLabel[0]?.toUpperCase()}${unitLabel.slice(1)}` : "Units"} done
          </dt>
          <dd data-testid="progress-units">
            {unitsDone ?? 0}
            {unitsTotal ? ` of ${unitsTotal}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Leads found</dt>
          <dd data-testid="progress-found">{found ?? 0}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Leads saved</dt>
          <dd data-testid="progress-saved">{run.savedCount}</dd>
        </div>
      </dl>
      {message && <p className="text-sm text-muted-foreground">{message}</p>}
    </section>
  );
}
