import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { formatAddress } from "@/lib/leads/contact/address";
import type { WebLead } from "@/lib/scraping/web/extract/site";
import { fetchErrorOf, isPermanentFailure } from "@/lib/scraping/web/errors";
import { createWebScrapeConfig, scrapeWebsite, type WebScrapeConfig } from "@/lib/scraping/web/scrape-site";
import { parseGuardedUrl } from "@/lib/scraping/web/url-guard";
import {
  dedupeSites,
  MAX_SITES_PER_RUN,
  siteLines,
  siteListMessages,
  SITES_AT_ONCE,
} from "@/lib/scraping/web/site-list";
import { withScheme } from "@/lib/links/web-address";
import { ProviderError, type ScrapeContext, type ScrapedLead, type ScrapeProvider } from "./types";

/**
 * The built-in website scraper: no key, one lead per site, one site or many in a run. Each URL is checked by the SSRF guard
 * before anything is charged (input validation) and again at every hop and connection.
 */
const cache = globalThis as unknown as { __crmWebScrape?: WebScrapeConfig };

function config(): WebScrapeConfig {
  cache.__crmWebScrape ??= createWebScrapeConfig({
    appUrl: env().APP_URL,
    allowHosts: env().SCRAPE_ALLOW_HOSTS,
  });
  return cache.__crmWebScrape;
}

/** Why the URL guard refuses a site (before anything is charged), or null. */
export function siteRefusal(url: string): string | null {
  try {
    parseGuardedUrl(url, config().policy);
    return null;
  } catch (error) {
    return fetchErrorOf(error)?.message ?? "Enter a full web address starting with http:// or https://";
  }
}

/** Each line through the URL guard (one bad line refuses the run with its line and reason), then each site once. */
function checkedSites(lines: string[], ctx: z.RefinementCtx): string[] {
  if (!lines.length) {
    ctx.addIssue({ code: "custom", message: siteListMessages.empty, path: ["url"] });
    return [];
  }
  lines.forEach((line, index) => {
    const url = withScheme(line);
    const reason = url.length > 2048 ? siteListMessages.tooLong(index + 1) : siteRefusal(url);
    if (reason)
      ctx.addIssue({
        code: "custom",
        message:
          lines.length === 1 ? reason : siteListMessages.invalid(index + 1, line.slice(0, 200), reason),
        path: ["url"],
      });
  });
  const urls = dedupeSites(lines);
  if (urls.length > MAX_SITES_PER_RUN)
    ctx.addIssue({ code: "custom", message: siteListMessages.tooMany(urls.length), path: ["url"] });
  return urls;
}

/**
 * What a user may start: `url` (one address, or several one a line: the screen's text box) and/or `urls`
 * (the API, a CSV column). One run reads every site; the output is a stored run's input.
 */
const webInput = z
  .object({
    url: z.string({ error: siteListMessages.empty }).optional(),
    urls: z
      .array(z.string({ error: siteListMessages.empty }))
      .max(10_000)
      .optional(),
  })
  .transform((value, ctx) => ({
    urls: checkedSites([...siteLines(value.url ?? ""), ...siteLines(value.urls ?? [])], ctx),
  }));

/**
 * What a stored run holds: its sites, and for a Find contacts run the lead each site belongs to (set by
 * the server from the leads it chose, never by the caller: see `lib/scraping/find-contacts/start.ts`).
 */
export const webRunInput = z
  .object({
    urls: z.array(z.string()).min(1).max(MAX_SITES_PER_RUN),
    leadIds: z.array(z.number().int().positive()).optional(),
  })
  .refine((value) => !value.leadIds || value.leadIds.length === value.urls.length, {
    message: "Each site needs its lead.",
  })
  .superRefine((value, ctx) => {
    value.urls.forEach((url, index) => {
      const reason = siteRefusal(url);
      if (reason) ctx.addIssue({ code: "custom", message: siteListMessages.invalid(index + 1, url, reason) });
    });
  });

export type WebRunInput = z.infer<typeof webRunInput>;

export function toScrapedLead(lead: WebLead): ScrapedLead {
  const site = new URL(lead.url);
  const address = lead.addresses[0];
  return {
    externalId: site.origin,
    name: lead.companyName ?? site.hostname.replace(/^www\./, ""),
    company: lead.companyName,
    email: lead.emails[0] ?? null,
    phone: lead.phones[0] ?? null,
    headline: lead.description,
    address: typeof address === "string" ? address : formatAddress(address),
    url: lead.url,
    data: { ...lead },
  };
}

/**
 * The engine retries a failure unless its code is permanent: the guard's refusals are "blocked", and
 * a missing page, a redirect loop, a page over the cap or not HTML, or a site too slow are
 * "permanent" (fetching them again gives the same answer). A server error or a dropped connection
 * stays "upstream" and is retried.
 */
export function asProviderError(thrown: unknown): unknown {
  const error = fetchErrorOf(thrown);
  if (!error) return thrown;
  const code =
    error.code === "blocked"
      ? "blocked"
      : error.code === "aborted"
        ? "timeout"
        : isPermanentFailure(error)
          ? "permanent"
          : "upstream";
  return new ProviderError(code, error.message, { cause: error });
}

type SitesCheckpoint = { done: number[] };

async function runOneSite(url: string, context: ScrapeContext): Promise<void> {
  await context.progress({ unitsDone: 0, unitsTotal: 11, unitLabel: "pages", found: 0 });
  let result;
  try {
    result = await scrapeWebsite(url, config(), {
      signal: context.signal,
      onPage: (_page, counts) =>
        context.progress({
          unitsDone: counts.done,
          unitsTotal: Math.max(counts.done, counts.planned),
          unitLabel: "pages",
        }),
    });
  } catch (error) {
    throw asProviderError(error);
  }
  const { lead } = result;
  await context.progress({
    unitsDone: lead.pagesCrawled,
    unitsTotal: lead.pagesCrawled,
    unitLabel: "pages",
    found: 1,
  });
  if (context.limit > 0) await context.save([toScrapedLead(lead)]);
}

/**
 * Many sites in one run: a few at a time, each saved as it is read (onto its lead for Find contacts),
 * the sites done kept in the checkpoint so a restarted run resumes. A site that cannot be read is
 * counted and skipped; the run fails only when no site could be read.
 */
async function runManySites(input: WebRunInput, context: ScrapeContext): Promise<void> {
  const done = new Set((await context.checkpoint.load<SitesCheckpoint>())?.done ?? []);
  const total = input.urls.length;
  let found = 0;
  let failed = 0;
  let firstError: unknown;
  const report = () =>
    context.progress({
      unitsDone: done.size,
      unitsTotal: total,
      unitLabel: "sites",
      found,
      message: failed ? `${failed} site${failed === 1 ? "" : "s"} could not be read.` : undefined,
    });
  await report();
  const queue = input.urls.map((url, index) => ({ url, index })).filter(({ index }) => !done.has(index));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      context.signal.throwIfAborted();
      try {
        const { lead } = await scrapeWebsite(next.url, config(), { signal: context.signal });
        found += 1;
        await context.save([{ ...toScrapedLead(lead), leadId: input.leadIds?.[next.index] }]);
      } catch (error) {
        context.signal.throwIfAborted();
        failed += 1;
        firstError ??= error;
      }
      done.add(next.index);
      await context.checkpoint.save({ done: [...done] } satisfies SitesCheckpoint);
      await report();
    }
  };
  await Promise.all(Array.from({ length: Math.min(SITES_AT_ONCE, queue.length) }, worker));
  if (found === 0 && firstError) throw noSiteRead(asProviderError(firstError), failed);
}

/** Every site of a run failed: one site's error says so as it is; for many, how many and the first's reason. */
function noSiteRead(first: unknown, failed: number): unknown {
  if (failed === 1 || !(first instanceof ProviderError)) return first;
  return new ProviderError(
    first.code,
    `None of the ${failed} sites could be read. The first: ${first.message}`,
    { cause: first },
  );
}

export const webProvider: ScrapeProvider<WebRunInput> = {
  platform: "web",
  leadPlatform: "web",
  input: webInput,
  runInput: webRunInput,
  // One lead per site: the estimate (and the credits reserved) is the number of sites.
  estimateFor: (input) => input.urls.length,
  unavailableReason: async () => null,
  async run(input, context) {
    if (input.urls.length === 1 && !input.leadIds) await runOneSite(input.urls[0] ?? "", context);
    else await runManySites(input, context);
  },
};
