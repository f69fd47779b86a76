/** The scraping tables' closed sets and JSON shapes, as plain constants and types (client-safe). */

/** The scraping screens' platform ids (spec part 2 section 4; lib/scraping/platforms.ts describes each). */
export const scrapingPlatformIds = [
  "web",
  "image-to-word",
  "linkedin",
  "maps",
  "instagram",
  "facebook",
  "twitter",
  "telegram",
] as const;
export type ScrapingPlatformId = (typeof scrapingPlatformIds)[number];

/** What the screen shows while a run works, as its provider reports it: e.g. 12 of 40 tiles, 230 places found. */
export type ScrapeRunProgress = {
  unitsDone?: number;
  unitsTotal?: number;
  /** What a unit is, plural: "pages", "tiles", "result pages". */
  unitLabel?: string;
  found?: number;
  message?: string;
};
