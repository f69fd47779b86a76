import { parse as parseDomain } from "tldts";

/**
 * Email addresses from links, structured data and text, with the obfuscations sites use
 * ("name [at] domain [dot] com", "(at)", entities) and Cloudflare's email protection decoded, and
 * the things that only look like addresses refused: image names (`logo@2x.png`), package tags
 * (`sdk@3.2.1`), hosts without a public suffix (`user@localhost`), DSNs, form placeholders.
 */
const EMAIL = /[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?![a-z0-9-])/gi;
const FILE_TLD = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?|css|js|mjs|json|map|woff2?|ttf|eot|mp4|webm|mp3|pdf|zip|html?|php|aspx?)$/i;
const PLACEHOLDER_DOMAINS = /^(example\.(com|org|net)|(your|my)(company|domain|business|site|website|email)\.[a-z.]+|domain\.(com|tld)|company\.(com|example)|email\.(com|tld)|test\.com|sentry\.io|.*\.sentry\.io|sentry-next\.wixpress\.com|.*\.wixpress\.com)$/i;
const PLACEHOLDER_LOCALS = /^(you|your|yourname|your\.name|your-name|name|first\.last|firstname\.lastname|john\.?doe|jane\.?doe|johndoe|janedoe|user|username|email|someone|somebody|test|example)$/i;
// Reserved names (RFC 2606/6761) are real in this product's test corpora; every other domain needs a public suffix.
const RESERVED_TLDS = new Set(["example", "test"]);

export function cleanEmail(raw: string): string | null {
  let s = raw.normalize("NFKC").trim().replace(/^mailto:/i, "");
  s = s.split("?")[0] ?? "";
  try {
    s = decodeURIComponent(s);
  } catch {
    // keep as written
  }
  s = s.trim().replace(/^[<("'[\s]+/, "").replace(/[>)"'\].,;:!\s]+$/, "").toLowerCase();
  const match = s.match(new RegExp(`^${EMAIL.source}$`, "i"));
  if (!match) return null;
  const [local, domain] = s.split("@") as [string, string];
  if (FILE_TLD.test(s) || /@\d+x\./.test(s)) return null;
  if (PLACEHOLDER_DOMAINS.test(domain) || PLACEHOLDER_LOCALS.test(local)) return null;
  if (/^[0-9a-f]{24,}$/.test(local)) return null; // DSN keys and hashes
  const info = parseDomain(domain, { allowPrivateDomains: true });
  const tld = domain.split(".").pop()!;
  if (!RESERVED_TLDS.has(tld) && (!info.domain || !info.isIcann)) return null;
  return s;
}

/** Addresses in a mailto: link, the recipients and the cc/bcc ones. */
export function mailtoEmails(href: string): string[] {
  const body = href.replace(/^mailto:/i, "");
  const [to = "", query = ""] = body.split("?");
  const params = new URLSearchParams(query);
  const all = [to, params.get("cc") ?? "", params.get("bcc") ?? "", params.get("to") ?? ""].join(",");
  return all
    .split(/[,;]/)
    .map((part) => cleanEmail(part))
    .filter((e): e is string => e !== null);
}

/** "name [at] domain [dot] com" and friends turned back into addresses, then every address found. */
export function textEmails(text: string): string[] {
  const deobfuscated = text
    .replace(/\s*(?:\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\s+at\s+(?=[a-z0-9-]+\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|\s+dot\s+)))\s*/gi, "@")
    .replace(/\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>)\s*/gi, ".")
    .replace(/(@[a-z0-9-]+(?:\.[a-z0-9-]+)*)\s+dot\s+(?=[a-z])/gi, "$1.")
    .replace(/(@[a-z0-9-]+(?:\.[a-z0-9-]+)*)\s+dot\s+(?=[a-z])/gi, "$1.")
    .replace(/\s*＠\s*/g, "@");
  const found: string[] = [];
  for (const match of deobfuscated.matchAll(EMAIL)) {
    const before = deobfuscated.slice(Math.max(0, match.index! - 12), match.index!);
    if (/[:/]\/?[^\s]*$/.test(before) && /\/\/[^\s]*$/.test(before)) continue; // credentials inside a URL
    const email = cleanEmail(match[0]);
    if (email) found.push(email);
  }
  return found;
}

/** Cloudflare's email protection: the first byte is the key, every following byte XOR it. */
export function decodeCloudflareEmail(hex: string): string | null {
  if (!/^[0-9a-f]{4,}$/i.test(hex) || hex.length % 2) return null;
  const key = parseInt(hex.slice(0, 2), 16);
  let out = "";
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return cleanEmail(out);
}
