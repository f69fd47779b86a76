import { sameSite } from "./site";

/**
 * Which same-site links a contact crawler reads first: contact, imprint, about, team, locations,
 * then legal and privacy pages, in any of the languages the corpus and real sites use. Links that
 * score nothing (products, blog, careers, docs) are not fetched at all.
 */
const RULES: [RegExp, number][] = [
  [
    /\b(contact|kontakt|contacto|contatti|contactez|get[-_ ]?in[-_ ]?touch|say[-_ ]?hello|reach[-_ ]?(us|the[-_ ]?(office|team|firm))|(write|talk|speak)[-_ ]?to[-_ ]?us|(email|call)[-_ ]?us|enquir|inquir|coordonn[ée]es|nous[-_ ]?(contacter|[ée]crire|trouver|joindre)|ansprechpartner|anfahrt|how[-_ ]?to[-_ ]?find[-_ ]?us|where[-_ ]?to[-_ ]?find[-_ ]?us)/i,
    100,
  ],
  [/\b(impressum|imprint|legal[-_ ]?notice|mentions[-_ ]?l[eé]gales|aviso[-_ ]?legal)/i, 95],
  [
    /\b(about|ueber[-_ ]?uns|über[-_ ]?uns|uber[-_ ]?uns|a[-_ ]?propos|à[-_ ]?propos|company|firm|who[-_ ]?we[-_ ]?are|our[-_ ]?story|unternehmen|chi[-_ ]?siamo|quienes|qui[-_ ]?sommes|l[-_' ]?atelier|notre[-_ ]?(histoire|soci[ée]t[ée]|entreprise|cabinet)|le[-_ ]?cabinet|practice)/i,
    80,
  ],
  [
    /\b(team|people|staff|leadership|management|[ée]quipe|partners|founders|attorneys|lawyers|doctors|dentists)\b/i,
    75,
  ],
  [/\b(locations?|stores?|offices?|visit|find[-_ ]?us|directions|standorte?)\b/i, 70],
  [/\b(legal|privacy|datenschutz|terms|gdpr|disclaimer|cookies?[-_ ]?policy)/i, 50],
];
const SKIP_PATH =
  /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|gz|mp4|mp3|webm|css|js|json|xml|txt|rss|atom|docx?|xlsx?|pptx?)$/i;
const SKIP_WORDS =
  /\b(careers?|jobs|blog|news|journal|press|products?|shop|store\/|cart|checkout|login|sign[-_ ]?in|register|docs?|changelog|pricing|recipes?|beers?|events?|tag|category|author|feed)\b/i;

export type Candidate = { url: URL; score: number };

function decodedPath(url: URL): string {
  const path = url.pathname.toLowerCase();
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a stray "%" in a link is no reason to fail the page
  }
}

export function scoreLink(url: URL, text: string): number {
  const path = decodedPath(url);
  let best = 0;
  for (const [rule, score] of RULES) {
    if (rule.test(path)) best = Math.max(best, score + 5);
    else if (rule.test(text)) best = Math.max(best, score);
  }
  if (best === 0 && SKIP_WORDS.test(path)) return 0;
  // Shallow pages first among equals: /contact before /blog/2019/contact-us-for-a-quote.
  return best ? best - Math.min(path.split("/").filter(Boolean).length, 5) : 0;
}

const ANCHOR_START = /<(a|area)\b/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");
const HREF = ATTR("href");
const TITLE = ATTR("title");
const LABEL = ATTR("aria-label");
// A menu, a footer and a sitemap block fit; a page made of links costs no more than this many.
const MAX_ANCHORS = 5000;
const ANCHOR_CLOSE = /<\/a(?:rea)?\s*>/gi;

/** The first match of the global `pattern` at or after `from`. */
function matchFrom(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

/**
 * Each <a>/<area> of the page with its attributes and its content (up to its closing tag or the next
 * link), found by forward scans whose results are reused until passed: every character is looked at
 * a bounded number of times however the tags are broken (a single pattern that searched afresh from
 * every "<a" was quadratic on "<a <a <a ..."). Contents never overlap, so reading them is linear too.
 */
function* anchors(html: string): Generator<{ attrs: string; content: string }> {
  const UNKNOWN = -2;
  let gt = UNKNOWN;
  let close = UNKNOWN;
  let start = matchFrom(ANCHOR_START, html, 0);
  for (let count = 0; start && count < MAX_ANCHORS; count++) {
    const attrsStart = start.index + start[0].length;
    if (gt === UNKNOWN || (gt !== -1 && gt < attrsStart)) gt = html.indexOf(">", attrsStart);
    if (gt === -1) return;
    const contentStart = gt + 1;
    if (close === UNKNOWN || (close !== -1 && close < contentStart))
      close = matchFrom(ANCHOR_CLOSE, html, contentStart)?.index ?? -1;
    const next = matchFrom(ANCHOR_START, html, contentStart);
    const end = Math.min(close === -1 ? html.length : close, next ? next.index : html.length);
    yield { attrs: html.slice(attrsStart, gt), content: html.slice(contentStart, end) };
    start = next;
  }
}

function attr(attrs: string, pattern: RegExp): string {
  const m = pattern.exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : "";
}

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "\ufffd";
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|quot|apos|lt|gt|nbsp);/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k.startsWith("#x")) return codePoint(parseInt(k.slice(2), 16));
    if (k.startsWith("#")) return codePoint(Number(k.slice(1)));
    return (
      ({ amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: " " } as Record<string, string>)[k] ?? ""
    );
  });
}

/**
 * Same-site http(s) links of a page with their score, fragment dropped, best score per URL kept.
 * Read with a scanner rather than a DOM: link discovery runs on every page the crawler fetches,
 * and building a DOM would cost more than the fetch itself (the extraction builds one later).
 */
export function contactLinks(html: string, page: URL): Candidate[] {
  const found = new Map<string, Candidate>();
  const baseAt = /<base\b/i.exec(html);
  const baseEnd = baseAt ? html.indexOf(">", baseAt.index) : -1;
  const baseHref = baseAt && baseEnd !== -1 ? html.slice(baseAt.index + 5, baseEnd) : undefined;
  let base = page;
  if (baseHref) {
    try {
      base = new URL(decodeEntities(attr(baseHref, HREF)) || page.href, page);
    } catch {
      base = page;
    }
  }
  for (const { attrs, content } of anchors(html)) {
    const href = decodeEntities(attr(attrs, HREF)).trim();
    if (!href || /^(mailto|tel|sms|javascript|data|callto|whatsapp):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (
      (url.protocol !== "http:" && url.protocol !== "https:") ||
      !sameSite(url, page) ||
      SKIP_PATH.test(url.pathname)
    )
      continue;
    url.hash = "";
    const label = `${content.replace(/<[^<>]*>/g, " ")} ${attr(attrs, TITLE)} ${attr(attrs, LABEL)}`;
    const text = decodeEntities(label).replace(/\s+/g, " ").trim().slice(0, 200);
    const score = scoreLink(url, text);
    if (score <= 0) continue;
    const prior = found.get(url.href);
    if (!prior || prior.score < score) found.set(url.href, { url, score });
  }
  return [...found.values()];
}
