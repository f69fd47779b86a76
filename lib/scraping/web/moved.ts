/**
 * Where a page says it has moved without an HTTP redirect: a `<meta http-equiv="refresh">` to another
 * URL (a moved page left behind as a stub), and its `<link rel="canonical">` (the same page under the
 * address the site now uses, so that the old and new paths are read once).
 */
const META_TAG = /<meta\b[^>]*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
// A head holds these tags; a page is not scanned past this for them.
const HEAD_CHARS = 64 * 1024;

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "").replace(/&amp;/g, "&") : null;
}

function resolve(href: string, base: URL): URL | null {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url;
  } catch {
    return null;
  }
}

/** The target of a meta refresh that sends the visitor on within 10 seconds, if any. */
export function metaRefreshTarget(html: string, page: URL): URL | null {
  for (const [tag] of html.slice(0, HEAD_CHARS).matchAll(META_TAG)) {
    if (!/^refresh$/i.test(attr(tag, "http-equiv") ?? "")) continue;
    const m = /^\s*(\d+(?:\.\d*)?)\s*[;,]\s*(?:url\s*=\s*)?["']?([^"']+)["']?\s*$/i.exec(
      attr(tag, "content") ?? "",
    );
    if (!m || Number(m[1]) > 10) return null;
    const target = resolve(m[2]!, page);
    return target && target.href !== page.href ? target : null;
  }
  return null;
}

export function canonicalUrl(html: string, page: URL): URL | null {
  for (const [tag] of html.slice(0, HEAD_CHARS).matchAll(LINK_TAG)) {
    if (!/(^|\s)canonical(\s|$)/i.test(attr(tag, "rel") ?? "")) continue;
    const href = attr(tag, "href");
    return href ? resolve(href, page) : null;
  }
  return null;
}
