import type { CheerioAPI } from "cheerio";

/** The company's name when no structured data names it: og:site_name, then the title's brand part. */
export function nameFromPage($: CheerioAPI): string | undefined {
  const site = $('meta[property="og:site_name"]').attr("content")?.trim();
  if (site) return site;
  const appName = $('meta[name="application-name"]').attr("content")?.trim();
  if (appName) return appName;
  const title = $("title").first().text().replace(/\s+/g, " ").trim();
  if (!title) return undefined;
  const parts = title
    .split(/\s+[|–—·:-]\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 1) return parts[0];
  // The brand is usually the shortest part at either end ("Home | Acme Ltd", "Acme Ltd – Freight").
  const ends = [parts[0]!, parts[parts.length - 1]!].filter(
    (p) => !/^(home|welcome|homepage|startseite|accueil)$/i.test(p),
  );
  return ends.sort((a, b) => a.length - b.length)[0];
}

export function descriptionFromPage($: CheerioAPI): string | undefined {
  return (
    ($('meta[name="description"]').attr("content") ?? $('meta[property="og:description"]').attr("content"))
      ?.replace(/\s+/g, " ")
      .trim() || undefined
  );
}
