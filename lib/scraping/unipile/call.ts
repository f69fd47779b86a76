import "server-only";
import type { z } from "zod";
import { getActiveConnection } from "@/lib/integrations/active-connection";
import {
  isUnipileError,
  type UnipileConfig,
  type UnipileError,
  type UnipileRequest,
  unipileConfig,
  unipileRequest,
} from "@/lib/integrations/providers/unipile";
import { ProviderError, type ProviderUnavailable } from "@/lib/scraping/providers/types";
import { instagramNotConnected, linkedinNotConnected } from "@/lib/scraping/providers/unavailable";

/**
 * What the LinkedIn and Instagram scrapers share: the workspace's connected Unipile account (or why
 * there is none, said before anything starts), and Unipile calls that end in a ProviderError a user
 * can read.
 */
export type UnipileScrapeOptions = {
  /** The Unipile configuration; defaults to the environment's. */
  config?: () => UnipileConfig | null;
  /** The connection lookup; defaults to lib/integrations. */
  connection?: typeof getActiveConnection;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Attempts per call (429, 5xx, timeouts, malformed answers). */
  attempts?: number;
  /** The longest wait a 429 may ask for that is waited out, in seconds; a longer one ends the run with the limit message. */
  maxRetryAfterSeconds?: number;
};

export type ScrapeAccount =
  { ok: true; accountId: string; config: UnipileConfig } | { ok: false; reason: ProviderUnavailable };

export async function scrapeAccount(
  provider: "LINKEDIN" | "INSTAGRAM",
  params: { workspaceId: string; userId: string },
  options: UnipileScrapeOptions,
): Promise<ScrapeAccount> {
  const notConnected = provider === "LINKEDIN" ? linkedinNotConnected : instagramNotConnected;
  const config = (options.config ?? unipileConfig)();
  // Without Unipile on this server no account can be connected: the spec's "not connected" message.
  if (!config) return { ok: false, reason: notConnected };
  const lookup = options.connection ?? getActiveConnection;
  const connection = await lookup({ ...params, provider });
  if (!connection.ok) {
    return {
      ok: false,
      reason:
        connection.reason === "disconnected"
          ? { code: "disconnected", message: connection.message, href: "/integrations" }
          : notConnected,
    };
  }
  return { ok: true, accountId: connection.accountId, config };
}

/**
 * The result pages a run may read: two for every page of people its estimate (what it reserved
 * credits for) needs, plus two. A search that keeps answering the same people, or other kinds of
 * results, stops there with what it saved instead of paging through the whole search.
 */
export function pageBudget(limit: number, pageSize: number): number {
  return 2 * Math.ceil(limit / pageSize) + 2;
}

function disconnected(name: string, cause: unknown): ProviderError {
  return new ProviderError(
    "disconnected",
    `${name} account is disconnected or deleted. Please reconnect your ${name} account in the Integrations page.`,
    { cause },
  );
}

/**
 * One Unipile call for a scraper. The one Unipile client retries it (a 429 waited out up to
 * `maxRetryAfterSeconds`, 5xx, timeouts and unreadable answers with jittered backoff; the scrapers'
 * POSTs are searches, so they are retried too); what is left is said as a ProviderError a user can read.
 */
export async function callUnipile<S extends z.ZodType>(
  name: "LinkedIn" | "Instagram",
  config: UnipileConfig,
  request: UnipileRequest<S>,
  signal: AbortSignal,
  options: UnipileScrapeOptions,
): Promise<z.output<S>> {
  signal.throwIfAborted();
  try {
    return await unipileRequest(
      config,
      { ...request, signal },
      {
        retry: {
          attempts: options.attempts ?? 3,
          maxRetryAfterMs: (options.maxRetryAfterSeconds ?? 120) * 1000,
        },
        methods: ["GET", "POST"],
        sleep: options.sleep,
      },
    );
  } catch (error) {
    if (!isUnipileError(error) || signal.aborted) throw error;
    throw scrapeError(name, error);
  }
}

function scrapeError(name: "LinkedIn" | "Instagram", error: UnipileError): ProviderError {
  switch (error.kind) {
    case "unauthorized":
      if (/disconnect|account/i.test(error.message)) return disconnected(name, error);
      return new ProviderError(
        "blocked",
        "Unipile refused the API key: check UNIPILE_API_KEY and UNIPILE_DSN",
        { cause: error },
      );
    case "not_found":
      if (/account/i.test(error.message)) return disconnected(name, error);
      return new ProviderError("bad_input", `${name} could not find that (${error.message})`, {
        cause: error,
      });
    case "forbidden":
      return new ProviderError("blocked", `${name} refused access (${error.message})`, { cause: error });
    case "bad_request":
      return new ProviderError("bad_input", `${name} could not run this request (${error.message})`, {
        cause: error,
      });
    case "rate_limited":
      return new ProviderError(
        "blocked",
        `${name} is limiting this account for now (Unipile answered 429). The leads saved so far stay in the list; try again later`,
        { cause: error, retryAfterSeconds: error.retryAfterSeconds },
      );
    case "timeout":
      return new ProviderError("timeout", `${name} did not answer in time`, { cause: error });
    default:
      return new ProviderError("upstream", `${name} is not answering properly right now (${error.message})`, {
        cause: error,
      });
  }
}
