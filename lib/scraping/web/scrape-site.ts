import type { Agent } from "undici";
import { crawlSite, type CrawlOptions } from "./crawler";
import { buildWebLead, type WebLead } from "./extract/site";
import { createGuardedAgent } from "./safe-agent";
import { type GuardPolicy, systemResolver } from "./url-guard";

/**
 * One website in, one lead out: the polite crawl, then extraction over the pages it read.
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

export function createWebScrapeConfig(options: { appUrl: string; allowHosts?: string; policy?: Partial<GuardPolicy> }): WebScrapeConfig {
  const policy: GuardPolicy = { allowHosts: options.policy?.allowHosts ?? parseAllowHosts(options.allowHosts), resolve: options.policy?.resolve ?? systemResolver };
  return { policy, agent: createGuardedAgent(policy), userAgent: userAgentFor(options.appUrl), productToken: PRODUCT_TOKEN };
}

export type WebScrapeResult = { lead: WebLead; elapsedMs: number; errors: { url: string; message: string }[] };

export async function scrapeWebsite(url: string, config: WebScrapeConfig, options: Pick<CrawlOptions, "signal" | "onPage" | "maxPages" | "concurrency" | "pageTimeoutMs" | "siteTimeoutMs"> = {}): Promise<WebScrapeResult> {
  const crawl = await crawlSite(url, { ...config, ...options });
  const lead = buildWebLead(crawl.start, crawl.pages);
  return { lead, elapsedMs: crawl.elapsedMs, errors: crawl.errors };
}
