import type { ScrapeRun } from "@/db/schema";

/** What the API and the screens read about a run (never its input's upload bytes or checkpoint). */
export function runView(run: ScrapeRun) {
  return {
    id: run.id,
    platform: run.platform,
    listId: run.listId,
    projectId: run.projectId,
    status: run.status,
    progress: run.progress,
    savedCount: run.savedCount,
    estimate: run.estimate,
    creditsReserved: run.creditsReserved,
    creditsCharged: run.creditsCharged,
    errorMessage: run.errorMessage,
    cancelRequested: Boolean(run.cancelRequestedAt),
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
export type RunView = ReturnType<typeof runView>;
