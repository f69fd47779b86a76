import type { Agent } from "undici";
import { crawlSite, type CrawledPage, type CrawlOptions } from "./crawler";
import { FetchError } from "./errors";
import type { PageFacts, WebLead } from "./extract/site";
import { extractLead, extractPage } from "./extract-pool";
import { createGuardedAgent } from "./safe-agent";
import { type GuardPolicy, systemResolver } from "./url-guard";

/**
 * One website in, one lead out: the polite crawl, each page read in the extraction worker as it
 * arrives (a page that runs past its budget is dropped and noted), then the pages merged into the lead.
 * `webScrapeConfig()` is the production setup (system DNS, SCRAPE_ALLOW_HOSTS, the product's user
 * agent); tests and benchmarks pass their own.
 */
export type WebScrapeConfig = { policy: GuardPolicy; agent: Agent; userAgent: string; productToken: string };

export const PRODUCT_TOKEN = "CRMProBot";

export function userAgentFor(appUrl: string): string {
  return `${PRODUCT_TOKEN}/1.0 (+${appUrl.replace(/\/$/, "")}/bot; contact extraction for CRM Pro)`;
}

export function parseAllowHosts(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function createWebScrapeConfig(options: {
  appUrl: string;
  allowHosts?: string;
  policy?: Partial<GuardPolicy>;
}): WebScrapeConfig {
  const policy: GuardPolicy = {
    allowHosts: options.policy?.allowHosts ?? parseAllowHosts(options.allowHosts),
    resolve: options.policy?.resolve ?? systemResolver,
  };
  return {
    policy,
    agent: createGuardedAgent(policy),
    userAgent: userAgentFor(options.appUrl),
    productToken: PRODUCT_TOKEN,
  };
}

export type WebScrapeResult = {
  lead: WebLead;
  elapsedMs: number;
  errors: { url: string; message: string }[];
};

export async function scrapeWebsite(
  url: string,
  config: WebScrapeConfig,
  options: Pick<
    CrawlOptions,
    "signal" | "onPage" | "maxPages" | "concurrency" | "pageTimeoutMs" | "siteTimeoutMs"
  > & { extractBudgetMs?: number } = {},
): Promise<WebScrapeResult> {
  const { extractBudgetMs, ...crawlOptions } = options;
  const reading = new Map<CrawledPage, Promise<PageFacts | null>>();
  const errors: WebScrapeResult["errors"] = [];
  const read = (page: CrawledPage) =>
    extractPage(page.html, { budgetMs: extractBudgetMs, signal: options.signal }).catch((error: unknown) => {
      errors.push({
        url: page.url.href,
        message: `The page ${page.url.href} was skipped: ${error instanceof Error ? error.message : String(error)}`,
      });
      return null;
    });
  const crawl = await crawlSite(url, {
    ...config,
    ...crawlOptions,
    onPage: (page, counts) => {
      reading.set(page, read(page));
      return options.onPage?.(page, counts);
    },
  });
  const facts = await Promise.all(crawl.pages.map((page) => reading.get(page) ?? read(page)));
  options.signal?.throwIfAborted();
  const lead = await extractLead(crawl.start, facts, {
    budgetMs: extractBudgetMs,
    signal: options.signal,
  }).catch((error: unknown) => {
    options.signal?.throwIfAborted();
    throw new FetchError(
      "timeout",
      `The site ${crawl.start.host} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return { lead, elapsedMs: crawl.elapsedMs, errors: [...crawl.errors, ...errors] };
}
