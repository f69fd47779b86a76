import { z } from "zod";

/**
 * A scrape list's details: the parameters its platform names (the Website URL, the LinkedIn search,
 * the business and location, the Instagram username, the image's file name) and nothing else, each
 * capped, so a request's extra fields are never stored.
 */
export const SCRAPE_DETAIL_MAX_LENGTH = 2048;

const detail = z
  .string()
  .trim()
  .max(SCRAPE_DETAIL_MAX_LENGTH, `Scrape details are at most ${SCRAPE_DETAIL_MAX_LENGTH} characters each`);

/** The details a client may send when it creates a scrape list (unknown keys dropped, long values refused). */
export const scrapeDetailsSchema = z
  .object({
    url: detail,
    searchUrl: detail,
    business: detail,
    location: detail,
    username: detail,
    image: detail,
  })
  .partial();
export type ScrapeDetails = z.output<typeof scrapeDetailsSchema>;
const scrapeDetailKeys = scrapeDetailsSchema.keyof().options;

/** The named details of already-validated parameters: strings only, cut at the cap. */
export function scrapeDetailsOf(parameters: Record<string, unknown>): ScrapeDetails {
  const details: ScrapeDetails = {};
  for (const key of scrapeDetailKeys) {
    const value = parameters[key];
    if (typeof value === "string") details[key] = value.slice(0, SCRAPE_DETAIL_MAX_LENGTH);
  }
  return details;
}
