import { z } from "zod";
import { listNameSchema } from "@/lib/lists/validations";
import { scrapingMessages } from "./messages";

const description = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/**
 * Where a run's leads go: an existing list (`listId`, the spec's field) or a new one created with the
 * run (`listName`, `description`), so a refused start never leaves an empty list behind.
 */
export const scrapeTargetSchema = z.union([
  z.object({ listId: z.uuid(scrapingMessages.selectExistingList) }),
  z.object({ listName: listNameSchema, description }),
]);
export type ScrapeTarget = z.output<typeof scrapeTargetSchema>;
export type ScrapeTargetInput = z.input<typeof scrapeTargetSchema>;

export const runIdParamsSchema = z.object({ id: z.uuid() });

export const resultFormats = ["csv", "doc", "md", "txt"] as const;
export type ResultFormat = (typeof resultFormats)[number];
export const resultsQuerySchema = z.object({
  format: z.enum(resultFormats).optional(),
});

/**
 * An Instagram username as Instagram allows it (1 to 30 letters, digits, periods and underscores; no
 * period first, last or twice in a row), given bare, as @name or as a profile link. Anything else is
 * refused rather than trimmed: the username becomes a path segment of the provider's API.
 */
const instagramProfileLink = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^?#]*)(?:[?#].*)?$/i;
export const instagramUsernameSchema = z
  .string({ error: "Please enter an Instagram username" })
  .trim()
  .transform((value) => {
    const link = instagramProfileLink.exec(value);
    return link ? (link[1] ?? "").replace(/\/$/, "") : value.replace(/^@/, "");
  })
  .pipe(
    z
      .string()
      .min(1, "Please enter an Instagram username")
      .max(30, "Instagram usernames have at most 30 characters")
      .regex(/^[A-Za-z0-9._]+$/, "Instagram usernames have only letters, numbers, periods and underscores")
      .refine(
        (name) => !/^\.|\.$|\.\./.test(name),
        "Instagram usernames cannot start or end with a period or have two periods in a row",
      ),
  );

const linkedinSearchPaths = /^\/(?:search\/results\/people|sales\/search\/people)\/?$/;

function isLinkedinPeopleSearch(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    const host = url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com");
    return (
      url.protocol === "https:" &&
      host &&
      !url.username &&
      !url.password &&
      !url.port &&
      linkedinSearchPaths.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/** A LinkedIn people search (classic or Sales Navigator) on linkedin.com over https; the spec's message first. */
export const linkedinSearchUrlSchema = z
  .string({ error: "Please enter a LinkedIn search URL" })
  .trim()
  .min(1, "Please enter a LinkedIn search URL")
  .max(2048, "The LinkedIn search URL is too long")
  .refine((value) => /people/i.test(value), scrapingMessages.linkedinPeopleUrl)
  .refine(
    isLinkedinPeopleSearch,
    "Enter a LinkedIn people search URL, e.g. https://www.linkedin.com/search/results/people/?keywords=founder",
  )
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`));
