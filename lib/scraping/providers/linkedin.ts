import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { sleep } from "@/lib/providers/backoff";
import { linkedinProfilesLast24h } from "@/lib/scraping/linkedin/queries";
import { SEARCH_STARTS } from "@/lib/scraping/start-limit";
import {
  callUnipile,
  pageBudget,
  scrapeAccount,
  type UnipileScrapeOptions,
} from "@/lib/scraping/unipile/call";
import { linkedinSearchUrlSchema } from "@/lib/scraping/validations";
import { ProviderError, type ScrapedLead, type ScrapeProvider } from "./types";

/**
 * LinkedIn people through Unipile's LinkedIn search (API v1, `POST /api/v1/linkedin/search`) with the
 * workspace's connected account: the people-search URL as given, cursor pages of up to 50 until the
 * estimate, a pause between pages, and a daily ceiling per account so the account is not flagged.
 * The cursor is the run's checkpoint.
 */
const linkedinInput = z.object({ searchUrl: linkedinSearchUrlSchema });
type LinkedinInput = z.infer<typeof linkedinInput>;

const person = z
  .object({
    type: z.string().optional(),
    id: z.string().min(1),
    public_identifier: z.string().nullish(),
    public_profile_url: z.string().nullish(),
    profile_url: z.string().nullish(),
    profile_picture_url: z.string().nullish(),
    name: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    network_distance: z.string().nullish(),
    location: z.string().nullish(),
    headline: z.string().nullish(),
    keywords_match: z.string().nullish(),
    shared_connections_count: z.number().nullish(),
    followers_count: z.number().nullish(),
    premium: z.boolean().nullish(),
    verified: z.boolean().nullish(),
  })
  .loose();
const searchPage = z.object({ items: z.array(z.unknown()), cursor: z.string().min(1).nullish() }).loose();

const DISTANCE: Record<string, string> = {
  DISTANCE_1: "1st",
  DISTANCE_2: "2nd",
  DISTANCE_3: "3rd",
  OUT_OF_NETWORK: "Out of network",
  SELF: "You",
};
const PAGE = 50;

export function personToLead(p: z.infer<typeof person>, scrapedAt = new Date().toISOString()): ScrapedLead {
  const name =
    (p.name ?? [p.first_name, p.last_name].filter(Boolean).join(" ")).trim() || p.public_identifier || p.id;
  const profileUrl =
    p.public_profile_url ??
    p.profile_url ??
    (p.public_identifier ? `https://www.linkedin.com/in/${p.public_identifier}` : null);
  return {
    externalId: `li:${p.public_identifier ?? p.id}`,
    name: name.slice(0, 500),
    headline: p.headline ?? null,
    location: p.location ?? null,
    url: profileUrl,
    data: {
      profile_pic_url: p.profile_picture_url ?? null,
      keywatch_match: p.keywords_match ?? null,
      network_distance: p.network_distance ? (DISTANCE[p.network_distance] ?? p.network_distance) : null,
      shared_connection_count: p.shared_connections_count ?? 0,
      verified: p.verified ?? false,
      followers_count: p.followers_count ?? 0,
      premium: p.premium ?? false,
      public_identifier: p.public_identifier ?? null,
      type: "people",
      scrapedAt,
    },
  };
}

export type LinkedinOptions = UnipileScrapeOptions & {
  dailyLimit?: () => number;
  pauseMs?: () => number;
  usage?: typeof linkedinProfilesLast24h;
};

type Checkpoint = { cursor: string | null; pages: number };

function limitReached(ceiling: number): ProviderError {
  return new ProviderError(
    "blocked",
    `LinkedIn daily limit reached for this account (${ceiling} profiles in 24 hours, to keep the account safe). The list keeps the leads saved so far; try again tomorrow`,
  );
}

export function createLinkedinProvider(options: LinkedinOptions = {}): ScrapeProvider<LinkedinInput> {
  const dailyLimit = options.dailyLimit ?? (() => env().LINKEDIN_DAILY_PROFILE_LIMIT);
  const pauseMs = options.pauseMs ?? (() => env().LINKEDIN_PAGE_PAUSE_MS);
  const usage = options.usage ?? linkedinProfilesLast24h;
  const wait = options.sleep ?? sleep;
  return {
    platform: "linkedin",
    leadPlatform: "linkedin",
    startLimit: SEARCH_STARTS,
    input: linkedinInput,
    async unavailableReason(params) {
      const account = await scrapeAccount("LINKEDIN", params, options);
      return account.ok ? null : account.reason;
    },
    async run(input, context) {
      const account = await scrapeAccount("LINKEDIN", context, options);
      if (!account.ok) throw new ProviderError(account.reason.code, account.reason.message);
      const ceiling = dailyLimit();
      let budget = ceiling - (await usage({ workspaceId: context.workspaceId }));
      if (budget <= 0) throw limitReached(ceiling);
      const saved = await context.checkpoint.load<Checkpoint>();
      let cursor = saved?.cursor ?? null;
      let pages = saved?.pages ?? 0;
      if (saved && !cursor) return; // an earlier attempt read the last page
      let total = await context.save([]);
      await context.progress({ unitsDone: pages, unitLabel: "result pages", found: total });
      const maxPages = pageBudget(context.limit, PAGE);
      while (total < context.limit && pages < maxPages) {
        if (budget <= 0) throw limitReached(ceiling);
        if (pages > 0) await wait(pauseMs(), context.signal);
        const limit = Math.min(PAGE, context.limit - total, budget);
        const page = await callUnipile(
          "LinkedIn",
          account.config,
          {
            method: "POST",
            path: "/api/v1/linkedin/search",
            query: { account_id: account.accountId, limit: String(limit), ...(cursor ? { cursor } : {}) },
            body: { url: input.searchUrl },
            schema: searchPage,
          },
          context.signal,
          options,
        );
        const scrapedAt = new Date().toISOString();
        const people = page.items.flatMap((raw) => {
          const p = person.safeParse(raw);
          return p.success && (!p.data.type || p.data.type.toUpperCase() === "PEOPLE")
            ? [personToLead(p.data, scrapedAt)]
            : [];
        });
        budget -= page.items.length;
        if (people.length) total = await context.save(people);
        pages++;
        cursor = page.cursor ?? null;
        await context.checkpoint.save({ cursor, pages } satisfies Checkpoint);
        await context.progress({ unitsDone: pages, unitLabel: "result pages", found: total });
        if (!cursor || page.items.length === 0) break;
      }
      if (total === 0) throw new ProviderError("bad_input", "LinkedIn found no people for this search");
    },
  };
}

export const linkedinProvider = createLinkedinProvider();
