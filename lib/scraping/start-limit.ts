import "server-only";
import { AppError } from "@/lib/errors";
import { hitRateLimit, type RateLimitRule } from "@/lib/security/rate-limit";

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
