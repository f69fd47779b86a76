import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import type { WebLead } from "@/lib/scraping/web/extract/site";
import { fetchErrorOf, isPermanentFailure } from "@/lib/scraping/web/errors";
import { createWebScrapeConfig, scrapeWebsite, type WebScrapeConfig } from "@/lib/scraping/web/scrape-site";
import { parseGuardedUrl } from "@/lib/scraping/web/url-guard";
import { ProviderError, type ScrapedLead, type ScrapeProvider } from "./types";

/**
 * The built-in website scraper: no key, one lead per site. The URL is checked by the SSRF guard
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

const webInput = z.object({
  url: z
    .string({ error: "Please enter a website URL" })
    .trim()
    .min(1, "Please enter a website URL")
    .max(2048, "The website URL is too long")
    .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .superRefine((value, ctx) => {
      try {
        parseGuardedUrl(value, config().policy);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message:
            fetchErrorOf(error)?.message ?? "Enter a full web address starting with http:// or https://",
        });
      }
    }),
});

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
    address:
      address === undefined
        ? null
        : typeof address === "string"
          ? address
          : [address.street, address.locality, address.postalCode, address.country]
              .filter(Boolean)
              .join(", "),
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

export const webProvider: ScrapeProvider<z.infer<typeof webInput>> = {
  platform: "web",
  leadPlatform: "web",
  input: webInput,
  unavailableReason: async () => null,
  async run(input, context) {
    await context.progress({ unitsDone: 0, unitsTotal: 11, unitLabel: "pages", found: 0 });
    let result;
    try {
      result = await scrapeWebsite(input.url, config(), {
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
  },
};
