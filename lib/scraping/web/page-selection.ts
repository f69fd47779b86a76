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

const ANCHOR = /<(a|area)\b([^>]*)>([\s\S]*?)(?:<\/\1\s*>|(?=<(?:a|area)\b))/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");
const HREF = ATTR("href");
const TITLE = ATTR("title");
const LABEL = ATTR("aria-label");

function attr(attrs: string, pattern: RegExp): string {
  const m = pattern.exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : "";
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|nbsp);/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k.startsWith("#x")) return String.fromCodePoint(parseInt(k.slice(2), 16));
    if (k.startsWith("#")) return String.fromCodePoint(Number(k.slice(1)));
    return ({ amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: " " } as Record<string, string>)[k] ?? "";
  });
}

/**
 * Same-site http(s) links of a page with their score, fragment dropped, best score per URL kept.
 * Read with a scanner rather than a DOM: link discovery runs on every page the crawler fetches,
 * and building a DOM would cost more than the fetch itself (the extraction builds one later).
 */
export function contactLinks(html: string, page: URL): Candidate[] {
  const found = new Map<string, Candidate>();
  const baseHref = /<base\b([^>]*)>/i.exec(html)?.[1];
  let base = page;
  if (baseHref) {
    try {
      base = new URL(decodeEntities(attr(baseHref, HREF)) || page.href, page);
    } catch {
      base = page;
    }
  }
  for (const match of html.matchAll(ANCHOR)) {
    const attrs = match[2] ?? "";
    const href = decodeEntities(attr(attrs, HREF)).trim();
    if (!href || /^(mailto|tel|sms|javascript|data|callto|whatsapp):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !sameSite(url, page) || SKIP_PATH.test(url.pathname)) continue;
    url.hash = "";
    const label = `${(match[3] ?? "").replace(/<[^>]*>/g, " ")} ${attr(attrs, TITLE)} ${attr(attrs, LABEL)}`;
    const text = decodeEntities(label).replace(/\s+/g, " ").trim().slice(0, 200);
    const score = scoreLink(url, text);
    if (score <= 0) continue;
    const prior = found.get(url.href);
    if (!prior || prior.score < score) found.set(url.href, { url, score });
  }
  return [...found.values()];
}
