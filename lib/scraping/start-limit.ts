import "server-only";
import { AppError } from "@/lib/errors";
import { hitRateLimit } from "@/lib/security/rate-limit";
import type { ScrapeProvider } from "./providers/types";

/**
 * Starts per workspace of a search we pay per call for (Places, Unipile) or whose public service
 * asks for restraint (OpenStreetMap's usage policies): 10 a minute is beyond a person's pace.
 */
export const SEARCH_STARTS = { limit: 10, windowSeconds: 60 };

/** Counts a start of a rate-limited provider for the workspace; a 429 with Retry-After past its limit. */
export async function enforceStartLimit(
  provider: ScrapeProvider,
  platformName: string,
  workspaceId: string,
): Promise<void> {
  if (!provider.startLimit) return;
  const rule = { name: `scrape-start:${provider.platform}:ws`, ...provider.startLimit };
  const result = await hitRateLimit(rule, workspaceId);
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  throw new AppError(
    "rate_limited",
    `Too many ${platformName} scrapes started. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    {
      retryAfterSeconds: result.retryAfterSeconds,
    },
  );
}
