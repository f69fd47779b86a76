import type { CheerioAPI } from "cheerio";
import { sameSite } from "./site";

/**
 * Which same-site links a contact crawler reads first: contact, imprint, about, team, locations,
 * then legal and privacy pages, in any of the languages the corpus and real sites use. Links that
 * score nothing (products, blog, careers, docs) are not fetched at all.
 */
const RULES: [RegExp, number][] = [
  [/\b(contact|kontakt|contacto|contatti|contactez|get[-_ ]?in[-_ ]?touch|say[-_ ]?hello|reach[-_ ]?us|write[-_ ]?to[-_ ]?us|enquir|inquir)/i, 100],
  [/\b(impressum|imprint|legal[-_ ]?notice|mentions[-_ ]?l[eé]gales|aviso[-_ ]?legal)/i, 95],
  [/\b(about|ueber[-_ ]?uns|über[-_ ]?uns|uber[-_ ]?uns|a[-_ ]?propos|à[-_ ]?propos|company|firm|who[-_ ]?we[-_ ]?are|our[-_ ]?story|unternehmen|chi[-_ ]?siamo|quienes)/i, 80],
  [/\b(team|people|staff|leadership|management|[ée]quipe|partners|founders|attorneys|lawyers|doctors|dentists)\b/i, 75],
  [/\b(locations?|stores?|offices?|visit|find[-_ ]?us|directions|standorte?)\b/i, 70],
  [/\b(legal|privacy|datenschutz|terms|gdpr|disclaimer|cookies?[-_ ]?policy)/i, 50],
];
const SKIP_PATH = /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|gz|mp4|mp3|webm|css|js|json|xml|txt|rss|atom|docx?|xlsx?|pptx?)$/i;
const SKIP_WORDS = /\b(careers?|jobs|blog|news|journal|press|products?|shop|store\/|cart|checkout|login|sign[-_ ]?in|register|docs?|changelog|pricing|recipes?|beers?|events?|tag|category|author|feed)\b/i;

export type Candidate = { url: URL; score: number };

export function scoreLink(url: URL, text: string): number {
  const path = decodeURIComponent(url.pathname.toLowerCase());
  let best = 0;
  for (const [rule, score] of RULES) {
    if (rule.test(path)) best = Math.max(best, score + 5);
    else if (rule.test(text)) best = Math.max(best, score);
  }
  if (best === 0 && SKIP_WORDS.test(path)) return 0;
  // Shallow pages first among equals: /contact before /blog/2019/contact-us-for-a-quote.
  return best ? best - Math.min(path.split("/").filter(Boolean).length, 5) : 0;
}

/** Same-site http(s) links of a page with their score, fragment dropped, best score per URL kept. */
export function contactLinks($: CheerioAPI, page: URL): Candidate[] {
  const found = new Map<string, Candidate>();
  const base = (() => {
    const href = $("base[href]").attr("href");
    try {
      return href ? new URL(href, page) : page;
    } catch {
      return page;
    }
  })();
  $("a[href], area[href]").each((_, el) => {
    const href = ($(el).attr("href") ?? "").trim();
    if (!href || /^(mailto|tel|sms|javascript|data|callto|whatsapp):/i.test(href)) return;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !sameSite(url, page) || SKIP_PATH.test(url.pathname)) return;
    url.hash = "";
    const text = `${$(el).text()} ${$(el).attr("title") ?? ""} ${$(el).attr("aria-label") ?? ""}`.replace(/\s+/g, " ").trim().slice(0, 200);
    const score = scoreLink(url, text);
    if (score <= 0) return;
    const key = url.href;
    const prior = found.get(key);
    if (!prior || prior.score < score) found.set(key, { url, score });
  });
  return [...found.values()];
}
