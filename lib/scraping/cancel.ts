import "server-only";
import { AppError } from "@/lib/errors";
import { scrapingMessages } from "./messages";
import { finishRun, getRun, requestRunCancel } from "./queries";

/**
 * Cancels a run at once: it is settled now (what was saved is charged, the rest released, its slot
 * handed on) and any later save of its worker is refused (saves need a running run). The worker sees
 * the request at its next heartbeat and aborts the provider (an OCR recognition is terminated), and
 * its own end is then a no-op.
 */
export async function cancelRun({ workspaceId, runId }: { workspaceId: string; runId: string }) {
  const requested = await requestRunCancel({ workspaceId, runId });
  if (!requested) throw new AppError("not_found:scrape_run", "Scrape not found.");
  await finishRun({ workspaceId, runId, status: "cancelled", errorMessage: scrapingMessages.cancelled });
  const run = await getRun({ workspaceId, runId });
  if (!run) throw new AppError("not_found:scrape_run", "Scrape not found.");
  return run;
}
