import "server-only";
import { logger } from "@/lib/logger";
import { getPlatform } from "./platforms";
import { getProvider } from "./providers";
import { ProviderError, type ScrapeContext, type ScrapingPlatformId } from "./providers/types";
import { scrapeFailureMessage, scrapingMessages } from "./messages";
import { finishRun, getRun, getRunUpload, markRunRunning, saveRunCheckpoint, saveRunLeads, saveRunProgress } from "./queries";

/** How long a run may work before it is stopped; the job's expiry is set a little longer (lib/scraping/job.ts). */
export function runTimeLimitMs(platform: string): number {
  return platform === "web" || platform === "image-to-word" ? 3 * 60_000 : 12 * 60_000;
}

const permanentCodes = new Set(["not_configured", "not_connected", "disconnected", "bad_input", "blocked", "permanent"]);
const CANCEL_POLL_MS = 1000;

class RunStopped extends Error {}

/**
 * Works one run to its end: provider checks, the provider's run with save/progress/checkpoint wired to
 * the database, cancellation and a time limit, then one settlement. A transient failure with retries
 * left is rethrown (pg-boss runs the job again and the provider resumes from its checkpoint).
 */
export async function executeRun(
  { workspaceId, runId }: { workspaceId: string; runId: string },
  { retryCount = 0, retryLimit = 0 }: { retryCount?: number; retryLimit?: number } = {},
): Promise<void> {
  const run = await getRun({ workspaceId, runId });
  if (!run || run.settledAt) return;
  if (run.cancelRequestedAt) {
    await finishRun({ workspaceId, runId, status: "cancelled", errorMessage: scrapingMessages.cancelled });
    return;
  }
  const platform = run.platform as ScrapingPlatformId;
  const provider = getPlatform(platform)?.enabled ? getProvider(platform) : undefined;
  if (!provider) {
    await finishRun({ workspaceId, runId, status: "failed", errorMessage: scrapingMessages.notSupported });
    return;
  }
  const userId = run.createdByUserId ?? "";
  const unavailable = await provider.unavailableReason({ workspaceId, userId });
  if (unavailable) {
    await finishRun({ workspaceId, runId, status: "failed", errorMessage: unavailable.message });
    return;
  }
  const input = provider.input.safeParse(run.input);
  if (!input.success) {
    await finishRun({ workspaceId, runId, status: "failed", errorMessage: scrapeFailureMessage(platform, "the parameters are not valid") });
    return;
  }
  const upload = run.uploadId ? await getRunUpload({ workspaceId, uploadId: run.uploadId }) : undefined;
  if (platform === "image-to-word" && !upload) {
    await finishRun({ workspaceId, runId, status: "failed", errorMessage: scrapingMessages.uploadImage });
    return;
  }
  if (!(await markRunRunning({ workspaceId, runId }))) return;

  const controller = new AbortController();
  let stopReason: "cancelled" | "timeout" | undefined;
  const stop = (reason: "cancelled" | "timeout") => {
    stopReason ??= reason;
    controller.abort(new RunStopped(reason));
  };
  const watch = async (state: { cancelRequested: boolean; open: boolean }) => {
    if (state.cancelRequested || !state.open) stop("cancelled");
  };
  const poll = setInterval(() => {
    saveRunProgress({ workspaceId, runId }).then(watch, (error: unknown) => logger.warn("scrape", `${runId}: heartbeat failed`, error));
  }, CANCEL_POLL_MS);
  const timer = setTimeout(() => stop("timeout"), runTimeLimitMs(platform));
  let checkpoint: unknown = run.checkpoint ?? undefined;

  const context: ScrapeContext = {
    workspaceId,
    userId,
    runId,
    limit: run.estimate,
    signal: controller.signal,
    async save(batch) {
      controller.signal.throwIfAborted();
      const saved = await saveRunLeads({ workspaceId, runId, leadPlatform: provider.leadPlatform, batch });
      await new Promise((resolve) => setImmediate(resolve)); // PGlite runs synchronously: let requests in
      return saved;
    },
    async progress(update) {
      await watch(await saveRunProgress({ workspaceId, runId, progress: update }));
    },
    checkpoint: {
      async load<T>() {
        return checkpoint as T | undefined;
      },
      async save(state) {
        checkpoint = state;
        await saveRunCheckpoint({ workspaceId, runId, state });
      },
    },
    upload: upload ? { bytes: upload.bytes, name: upload.name, type: upload.contentType } : undefined,
  };

  try {
    await provider.run(input.data, context);
    if (stopReason === "cancelled") await finishRun({ workspaceId, runId, status: "cancelled", errorMessage: scrapingMessages.cancelled });
    else await finishRun({ workspaceId, runId, status: "succeeded" });
  } catch (error) {
    if (stopReason === "cancelled") {
      await finishRun({ workspaceId, runId, status: "cancelled", errorMessage: scrapingMessages.cancelled });
      return;
    }
    if (stopReason === "timeout") {
      await finishRun({ workspaceId, runId, status: "failed", errorMessage: scrapingMessages.timedOut });
      return;
    }
    const providerError = error instanceof ProviderError ? error : undefined;
    const message = providerError ? providerError.message : "an unexpected error occurred";
    if (!providerError) logger.error("scrape", `${runId}: provider failed`, error);
    if ((!providerError || !permanentCodes.has(providerError.code)) && retryCount < retryLimit) throw error;
    await finishRun({ workspaceId, runId, status: "failed", errorMessage: scrapeFailureMessage(platform, message, providerError?.code) });
  } finally {
    clearInterval(poll);
    clearTimeout(timer);
  }
}
