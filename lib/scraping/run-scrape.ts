import "server-only";
import { logger } from "@/lib/logger";
import { SITES_AT_ONCE } from "./web/site-list";
import { getPlatform } from "./platforms";
import { getProvider } from "./providers";
import type { ScrapingPlatformId } from "@/db/schema/scraping-enums";
import { ProviderError, type ScrapeContext } from "./providers/types";
import { scrapeFailureMessage, scrapingMessages } from "./messages";
import { heartbeatRow, type RowClaim } from "@/lib/jobs/row-job";
import { runRowJob } from "@/lib/jobs/run-row-job";
import {
  finishRun,
  getRun,
  getRunUpload,
  markRunStarted,
  saveRunCheckpoint,
  saveRunLeads,
  saveRunProgress,
} from "./queries";
import { scrapeRunRows } from "./run-rows";

/**
 * How long a run may work before it is stopped; the job's expiry is set a little longer
 * (./enqueue-run.ts). A web run of many sites gets three minutes for each round of sites read at once.
 */
export function runTimeLimitMs(platform: string, estimate = 1): number {
  if (platform === "web") return 3 * 60_000 * Math.max(1, Math.ceil(estimate / SITES_AT_ONCE));
  return platform === "image-to-word" ? 3 * 60_000 : 12 * 60_000;
}

const permanentCodes = new Set([
  "not_configured",
  "not_connected",
  "disconnected",
  "bad_input",
  "blocked",
  "permanent",
]);
const HEARTBEAT_MS = 1000;

class RunStopped extends Error {}

/**
 * Works one run to its end: claims the run's row for this attempt (nothing to do when it ended or a
 * live worker holds it), then provider checks, the provider's run with save/progress/checkpoint wired
 * to the database, cancellation and a time limit, then one settlement through the claim. A transient
 * failure with retries left is rethrown (the claim is released, pg-boss runs the job again and the
 * provider resumes from its checkpoint).
 */
export async function executeRun(
  { workspaceId, runId }: { workspaceId: string; runId: string },
  {
    jobId = runId,
    retryCount = 0,
    retryLimit = 0,
  }: { jobId?: string; retryCount?: number; retryLimit?: number } = {},
): Promise<void> {
  const attempt = { jobId, retryCount, retryLimit, lastError: scrapingMessages.interrupted };
  await runRowJob(scrapeRunRows, { id: runId, workspaceId }, attempt, (claim) =>
    workRun({ workspaceId, runId, claim }, { retryCount, retryLimit }),
  );
}

async function workRun(
  { workspaceId, runId, claim }: { workspaceId: string; runId: string; claim: RowClaim },
  { retryCount, retryLimit }: { retryCount: number; retryLimit: number },
): Promise<void> {
  const end = (status: "succeeded" | "failed" | "cancelled", errorMessage?: string) =>
    finishRun({ workspaceId, runId, status, errorMessage, claim });
  const run = await getRun({ workspaceId, runId });
  if (!run || run.settledAt) return;
  if (run.cancelRequestedAt) {
    await end("cancelled", scrapingMessages.cancelled);
    return;
  }
  const platform = run.platform as ScrapingPlatformId;
  const provider = getPlatform(platform)?.enabled ? getProvider(platform) : undefined;
  if (!provider) {
    await end("failed", scrapingMessages.notSupported);
    return;
  }
  const userId = run.createdByUserId ?? "";
  const unavailable = await provider.unavailableReason({ workspaceId, userId });
  if (unavailable) {
    await end("failed", unavailable.message);
    return;
  }
  const input = (provider.runInput ?? provider.input).safeParse(run.input);
  if (!input.success) {
    await end("failed", scrapeFailureMessage(platform, "the parameters are not valid"));
    return;
  }
  const upload = run.uploadId ? await getRunUpload({ workspaceId, uploadId: run.uploadId }) : undefined;
  if (platform === "image-to-word" && !upload) {
    await end("failed", scrapingMessages.uploadImage);
    return;
  }
  if (!(await markRunStarted({ workspaceId, runId }))) return;

  const controller = new AbortController();
  let stopReason: "cancelled" | "timeout" | undefined;
  const stop = (reason: "cancelled" | "timeout") => {
    stopReason ??= reason;
    controller.abort(new RunStopped(reason));
  };
  const watch = async (state: { cancelRequested: boolean; open: boolean }) => {
    if (state.cancelRequested || !state.open) stop("cancelled");
  };
  // The heartbeat keeps the claim; a lost claim means the run was cancelled (or taken over) meanwhile.
  const heartbeat = setInterval(() => {
    heartbeatRow(scrapeRunRows, claim).then(
      (held) => held || stop("cancelled"),
      (error: unknown) => logger.warn("scrape", `${runId}: heartbeat failed`, error),
    );
  }, HEARTBEAT_MS);
  const timer = setTimeout(() => stop("timeout"), runTimeLimitMs(platform, run.estimate));
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
    if (stopReason === "cancelled") await end("cancelled", scrapingMessages.cancelled);
    else await end("succeeded");
  } catch (error) {
    if (stopReason === "cancelled") {
      await end("cancelled", scrapingMessages.cancelled);
      return;
    }
    if (stopReason === "timeout") {
      await end("failed", scrapingMessages.timedOut);
      return;
    }
    const providerError = error instanceof ProviderError ? error : undefined;
    const message = providerError ? providerError.message : "an unexpected error occurred";
    if (!providerError) logger.error("scrape", `${runId}: provider failed`, error);
    if ((!providerError || !permanentCodes.has(providerError.code)) && retryCount < retryLimit) throw error;
    await end("failed", scrapeFailureMessage(platform, message, providerError?.code));
  } finally {
    clearInterval(heartbeat);
    clearTimeout(timer);
  }
}
