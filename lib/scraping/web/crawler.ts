import pLimit from "p-limit";
import type { Agent } from "undici";
import { contactLinks, type Candidate } from "./page-selection";
import { fetchRobots, type RobotsRules } from "./robots";
import { FetchError, fetchErrorOf } from "./errors";
import { canonicalUrl, metaRefreshTarget } from "./moved";
import { PAGE_MAX_BYTES, PAGE_TIMEOUT_MS, safeFetch } from "./safe-fetch";
import { sameSite } from "./site";
import type { GuardPolicy } from "./url-guard";

/**
 * The polite crawl of one site: robots.txt of each origin before its pages, the start page, then up
 * to `maxPages - 1` same-site pages likeliest to hold contacts (best score first, re-ranked as pages
 * reveal links), at most `concurrency` requests in flight, a deadline per page and one for the site.
 */
export type CrawledPage = { url: URL; html: string };

export type CrawlOptions = {
  policy: GuardPolicy;
  agent: Agent;
  userAgent: string;
  productToken: string;
  signal?: AbortSignal;
  maxPages?: number;
  concurrency?: number;
  pageTimeoutMs?: number;
  siteTimeoutMs?: number;
  maxBytes?: number;
  onPage?: (page: CrawledPage, counts: { done: number; planned: number }) => void | Promise<void>;
};

export type CrawlResult = {
  start: URL;
  pages: CrawledPage[];
  errors: { url: string; message: string }[];
  elapsedMs: number;
  stoppedByDeadline: boolean;
};

export const SITE_TIMEOUT_MS = 60_000;
export const MAX_PAGES = 11;

function pageKey(url: URL): string {
  let end = url.pathname.length;
  while (end > 0 && url.pathname[end - 1] === "/") end--; // a loop: /\/+$/ backtracks on a long run of slashes
  return `${url.hostname.replace(/^www\./, "")}:${url.port}${url.pathname.slice(0, end) || "/"}${url.search}`;
}

export async function crawlSite(startInput: string, options: CrawlOptions): Promise<CrawlResult> {
  const started = Date.now();
  const siteDeadline = AbortSignal.timeout(options.siteTimeoutMs ?? SITE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, siteDeadline]) : siteDeadline;
  const maxPages = options.maxPages ?? MAX_PAGES;
  const fetchOptions = {
    policy: options.policy,
    agent: options.agent,
    userAgent: options.userAgent,
    signal,
    timeoutMs: options.pageTimeoutMs ?? PAGE_TIMEOUT_MS,
  };
  const robots = new Map<string, Promise<RobotsRules>>();
  const rulesFor = (url: URL) => {
    if (!robots.has(url.origin))
      robots.set(url.origin, fetchRobots(url.origin, options.productToken, fetchOptions));
    return robots.get(url.origin)!;
  };
  const pages: CrawledPage[] = [];
  const errors: CrawlResult["errors"] = [];
  // Pages planned or fetched, so that no link is fetched twice; a redirect is refused only for a loop (safe-fetch.ts).
  const seen = new Set<string>();
  const crawled = new Set<string>();

  const fetchPage = async (url: URL, site: URL | null): Promise<CrawledPage | null> => {
    if (!(await rulesFor(url)).isAllowed(url))
      throw new FetchError("blocked", `robots.txt of ${url.origin} does not allow ${url.pathname}`);
    const page = await safeFetch(url, {
      ...fetchOptions,
      maxBytes: options.maxBytes ?? PAGE_MAX_BYTES,
      // Every hop: the start page may move to another host (then that host is the site); a later page must stay on the site.
      followRedirect: async (to) =>
        (site === null || sameSite(to, site)) && (await rulesFor(to)).isAllowed(to),
    });
    const key = pageKey(page.url);
    seen.add(key);
    // Another link that redirected to a page already read (/about-us to /about) adds nothing.
    if (crawled.has(key)) return null;
    crawled.add(key);
    // The same page under its canonical address (an old path that still answers) is not read again.
    const canonical = canonicalUrl(page.text, page.url);
    if (canonical && (site === null || sameSite(canonical, site))) {
      seen.add(pageKey(canonical));
      crawled.add(pageKey(canonical));
    }
    const result = { url: page.url, html: page.text };
    pages.push(result);
    return result;
  };

  const parsed = new URL(startInput);
  seen.add(pageKey(parsed));
  let first: CrawledPage;
  try {
    first = (await fetchPage(parsed, null))!;
    // A start page that moved by a meta refresh to another host: that host is the site, as for a redirect.
    const moved = metaRefreshTarget(first.html, first.url);
    if (moved && !sameSite(moved, first.url) && !seen.has(pageKey(moved))) {
      seen.add(pageKey(moved));
      first = (await fetchPage(moved, null)) ?? first;
    }
  } catch (error) {
    if (fetchErrorOf(error)?.code === "timeout" && siteDeadline.aborted)
      throw new FetchError(
        "timeout",
        `The site ${parsed.host} did not load within ${Math.round((options.siteTimeoutMs ?? SITE_TIMEOUT_MS) / 1000)} seconds`,
      );
    throw error;
  }
  const site = first.url;
  // Keyed by page, so that a page of thousands of links costs one look-up per link, not a scan of the queue.
  const candidates = new Map<string, Candidate>();
  const queue = {
    get length() {
      return candidates.size;
    },
    shift(): Candidate {
      let best: [string, Candidate] | undefined;
      for (const entry of candidates) if (!best || entry[1].score > best[1].score) best = entry;
      candidates.delete(best![0]);
      return best![1];
    },
  };
  const enqueue = async (page: CrawledPage) => {
    const moved = metaRefreshTarget(page.html, page.url);
    // A stub left where a page moved leads to it first.
    const refresh = moved ? [{ url: moved, score: 1000 }] : [];
    for (const c of [...refresh, ...contactLinks(page.html, page.url)]) {
      const key = pageKey(c.url);
      if (!sameSite(c.url, site) || seen.has(key)) continue;
      if (!(await rulesFor(c.url)).isAllowed(c.url)) continue;
      const existing = candidates.get(key);
      if (existing) existing.score = Math.max(existing.score, c.score);
      else candidates.set(key, c);
    }
  };
  await enqueue(first);
  let planned = 1;
  await options.onPage?.(first, { done: 1, planned: Math.min(maxPages, 1 + queue.length) });

  const limit = pLimit(options.concurrency ?? 2);
  const running = new Set<Promise<void>>();
  while (!signal.aborted) {
    while (
      planned < maxPages &&
      queue.length &&
      limit.activeCount + limit.pendingCount < (options.concurrency ?? 2)
    ) {
      const next = queue.shift();
      if (seen.has(pageKey(next.url))) continue;
      seen.add(pageKey(next.url));
      planned++;
      const task = limit(async () => {
        try {
          const page = await fetchPage(next.url, site);
          if (!page) return;
          await enqueue(page);
          await options.onPage?.(page, {
            done: pages.length,
            planned: Math.min(maxPages, planned + queue.length),
          });
        } catch (error) {
          if (fetchErrorOf(error)?.code === "aborted") return;
          errors.push({
            url: next.url.href,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }).finally(() => running.delete(task));
      running.add(task);
    }
    if (!running.size) break;
    await Promise.race(running);
  }
  await Promise.allSettled(running);
  if (options.signal?.aborted) throw new FetchError("aborted", "The scrape was stopped");
  return {
    start: site,
    pages,
    errors,
    elapsedMs: Date.now() - started,
    stoppedByDeadline: siteDeadline.aborted,
  };
}
