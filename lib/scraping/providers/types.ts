import type { z } from "zod";
import type { ScrapeRunProgress, ScrapingPlatformId } from "@/db/schema/scraping-enums";
import type { LeadPlatform } from "@/lib/leads/constants";

/**
 * The contract between the scraping engine (lib/scraping: runs, jobs, credits, lists) and one source
 * of leads. Adding a source is one file in this folder implementing `ScrapeProvider`, one line in the
 * provider registry, and a fake of its API in tests/fakes/.
 */

/** One lead a provider found: the leads table's common columns plus the platform's own fields. */
export type ScrapedLead = {
  /** Stable within the platform (place id, profile URL, site origin, image digest): saved at most once per run. */
  externalId: string;
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  headline?: string | null;
  location?: string | null;
  address?: string | null;
  url?: string | null;
  /** The platform's fields with the spec's names (maps: maps_link, phone_no, ...; web/ocr: the JSON output). */
  data: Record<string, unknown>;
  /** Find contacts: the workspace's existing lead this finding fills (it is not saved as a new lead). */
  leadId?: number;
};

export type SourceAttribution = { text: string; href: string };

/** Why a provider cannot run here; said before anything starts or is charged. */
export type ProviderUnavailable = {
  code: "not_configured" | "not_connected" | "disconnected";
  message: string;
  /** Where the user can fix it, e.g. /integrations. */
  href?: string;
};

export type ProviderErrorCode =
  | "not_configured"
  | "not_connected"
  | "disconnected"
  | "bad_input"
  | "blocked"
  /** The source's answer will not change on a retry (a missing page, a page too large, a site too slow). */
  | "permanent"
  | "rate_limited"
  | "upstream"
  | "timeout";

/** A provider failure with a message a user may read (the engine prefixes "Failed to start scraping: "). */
export class ProviderError extends Error {
  readonly code: ProviderErrorCode;
  readonly retryAfterSeconds?: number;

  constructor(
    code: ProviderErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "ProviderError";
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export type ScrapeContext = {
  workspaceId: string;
  /** The user who started the run (LinkedIn and Instagram use this user's connected account). */
  userId: string;
  runId: string;
  /** The most leads to save: the estimate the user paid for. */
  limit: number;
  /** Aborted when the user cancels or the run's time is up. */
  signal: AbortSignal;
  /** Saves a batch; duplicates of an externalId already saved in this run are skipped. Resolves to the run's saved total. */
  save(leads: ScrapedLead[]): Promise<number>;
  progress(update: ScrapeRunProgress): Promise<void>;
  /** Provider state persisted with the run (a cursor, the tiles done), so a restarted job resumes instead of starting over. */
  checkpoint: {
    load<T>(): Promise<T | undefined>;
    save(state: unknown): Promise<void>;
  };
  /** The uploaded file, for the image scraper. */
  upload?: { bytes: Uint8Array; name: string; type: string };
};

export interface ScrapeProvider<Input = unknown> {
  platform: ScrapingPlatformId;
  leadPlatform: LeadPlatform;
  /** Validates the parameters the screen or the API sent (the platform registry's parameters). */
  input: z.ZodType<Input>;
  /**
   * What a stored run's input may hold when it is wider than what a user may start (the web scraper's
   * Find contacts runs carry the leads the server chose); `input` when absent.
   */
  runInput?: z.ZodType<Input>;
  /** The estimate when the input fixes it (the web scraper: one lead per site); else the user's, clamped. */
  estimateFor?(input: Input): number;
  /**
   * Runs one workspace may start in a window, for providers that bill us per call (Places, Unipile
   * searches) or limit use (OpenStreetMap): past it a start is refused with 429 before anything is
   * reserved or called.
   */
  startLimit?: { limit: number; windowSeconds: number };
  /** Where the leads' data comes from, when its licence asks the screens to say so. */
  attribution?: SourceAttribution;
  /** Null when the provider can run for this workspace and user; otherwise why not. */
  unavailableReason(context: { workspaceId: string; userId: string }): Promise<ProviderUnavailable | null>;
  /** Finds leads and hands them to `context.save` until `context.limit` or the source is exhausted. */
  run(input: Input, context: ScrapeContext): Promise<void>;
}
