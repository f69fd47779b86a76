import "server-only";
import { AppError } from "@/lib/errors";
import { hitRateLimit, type RateLimitRule } from "@/lib/security/rate-limit";
import type { ScrapeProvider } from "./providers/types";

/** Scrape starts per workspace: a busy team starts a few an hour; a script starting hundreds is refused. */
export const scrapeStartsPerWorkspace: RateLimitRule = {
  name: "scrape-start:workspace",
  limit: 20,
  windowSeconds: 10 * 60,
};

export function scrapeRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many scrapes started. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Counts one start for the workspace (in the database, so every server shares the count); a 429 past the limit. */
export async function limitScrapeStarts({ workspaceId }: { workspaceId: string }): Promise<void> {
  const result = await hitRateLimit(scrapeStartsPerWorkspace, workspaceId);
  if (!result.allowed) {
    throw new AppError("rate_limited:scrape_start", scrapeRateLimitMessage(result.retryAfterSeconds), {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/**
 * Starts per workspace of a search we pay per call for (Places, Unipile) or whose public service
 * asks for restraint (OpenStreetMap's usage policies): 10 a minute is beyond a person's pace.
 */
export const SEARCH_STARTS = { limit: 10, windowSeconds: 60 };

/** Counts a start of a provider that declares a `startLimit`; past it, a 429 that says when to try again. */
export async function limitProviderStarts(
  provider: ScrapeProvider,
  platformName: string,
  workspaceId: string,
): Promise<void> {
  if (!provider.startLimit) return;
  const result = await hitRateLimit(
    { name: `scrape-start:${provider.platform}:ws`, ...provider.startLimit },
    workspaceId,
  );
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  throw new AppError(
    "rate_limited:scrape_start",
    `Too many ${platformName} scrapes started. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    {
      retryAfterSeconds: result.retryAfterSeconds,
    },
  );
}
