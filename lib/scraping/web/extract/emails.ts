import { parse as parseDomain } from "tldts";

/**
 * Email addresses from links, structured data and text, with the obfuscations sites use
 * ("name [at] domain [dot] com", "(at)", entities) and Cloudflare's email protection decoded, and
 * the things that only look like addresses refused: image names (`logo@2x.png`), package tags
 * (`sdk@3.2.1`), hosts without a public suffix (`user@localhost`), DSNs, form placeholders.
 */
const LOCAL_CHAR = /[a-z0-9!#$%&'*+/=?^_`{|}~-]/i;
const DOMAIN_CHAR = /[a-z0-9.-]/i;
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TLD = /^[a-z]{2,24}$/i;
// RFC 5321: 64 characters before the @, 255 after; nothing longer is an address, and the bounds keep every scan linear.
const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;
const MAX_RAW = 1024;
const FILE_TLD =
  /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?|css|js|mjs|json|map|woff2?|ttf|eot|mp4|webm|mp3|pdf|zip|html?|php|aspx?)$/i;
const PLACEHOLDER_DOMAINS =
  /^(example\.(com|org|net)|(your|my)(company|domain|business|site|website|email)\.[a-z.]+|domain\.(com|tld)|company\.(com|example)|email\.(com|tld)|test\.com|sentry\.io|.*\.sentry\.io|sentry-next\.wixpress\.com|.*\.wixpress\.com)$/i;
const PLACEHOLDER_LOCALS =
  /^(you|your|yourname|your\.name|your-name|name|first\.last|firstname\.lastname|john\.?doe|jane\.?doe|johndoe|janedoe|user|username|email|someone|somebody|test|example)$/i;
// Reserved names (RFC 2606/6761) are real in this product's test corpora; every other domain needs a public suffix.
const RESERVED_TLDS = new Set(["example", "test"]);
const LEADING_JUNK = /^[<("'[\s]+/;
const TRAILING_JUNK = /[>)"'\].,;:!\s]/;

/**
 * The longest prefix of `run` (the domain characters after an @) that is a domain name: at least two
 * labels of at most 63 characters, the last one 2 to 24 letters and not cut short (`complete` is
 * false when the run was stopped by the length bound). Label by label, so linear in the run.
 */
function domainPrefix(run: string, complete = true): string | null {
  let best: string | null = null;
  let labels = 0;
  for (let at = 0; ;) {
    const dot = run.indexOf(".", at);
    if (dot === -1 && !complete) return best;
    const end = dot === -1 ? run.length : dot;
    const label = run.slice(at, end);
    if (!LABEL.test(label)) return best;
    labels++;
    if (labels >= 2 && TLD.test(label)) best = run.slice(0, end);
    if (dot === -1) return best;
    at = dot + 1;
  }
}

/** Where each address in `text` starts and what it reads, found from its @ outwards with bounded scans. */
function addressesIn(text: string): { index: number; raw: string }[] {
  const found: { index: number; raw: string }[] = [];
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (
      start > 0 &&
      at - start <= MAX_LOCAL &&
      (LOCAL_CHAR.test(text[start - 1]!) || text[start - 1] === ".")
    )
      start--;
    if (at - start > MAX_LOCAL) continue;
    let local = text.slice(start, at);
    // A local part cannot start with a dot or hold two in a row: the address starts after them.
    const doubled = local.lastIndexOf("..");
    if (doubled !== -1) local = local.slice(doubled + 2);
    local = local.replace(/^\.+/, "");
    if (!local || !LOCAL.test(local)) continue;
    let end = at + 1;
    while (end < text.length && end - at <= MAX_DOMAIN && DOMAIN_CHAR.test(text[end]!)) end++;
    const domain = domainPrefix(
      text.slice(at + 1, end),
      end === text.length || !DOMAIN_CHAR.test(text[end]!),
    );
    if (!domain) continue;
    found.push({ index: at - local.length, raw: `${local}@${domain}` });
  }
  return found;
}

function trimTrailingJunk(s: string): string {
  let end = s.length;
  while (end > 0 && TRAILING_JUNK.test(s[end - 1]!)) end--;
  return s.slice(0, end);
}

export function cleanEmail(raw: string): string | null {
  if (raw.length > MAX_RAW) return null;
  let s = raw
    .normalize("NFKC")
    .trim()
    .replace(/^mailto:/i, "");
  s = s.split("?")[0] ?? "";
  try {
    s = decodeURIComponent(s);
  } catch {
    // keep as written
  }
  s = trimTrailingJunk(s.trim().replace(LEADING_JUNK, "")).toLowerCase();
  const at = s.indexOf("@");
  if (at === -1 || s.indexOf("@", at + 1) !== -1) return null;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (
    local.length > MAX_LOCAL ||
    domain.length > MAX_DOMAIN ||
    !LOCAL.test(local) ||
    domainPrefix(domain) !== domain
  )
    return null;
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

/**
 * "name [at] domain [dot] com" and friends turned back into addresses, then every address found.
 * Whitespace runs are first cut to one character, so every pattern below sees at most one space
 * where it allows one: each pass is linear in the text.
 */
export function textEmails(text: string): string[] {
  const deobfuscated = text
    .replace(/\s+/g, (run) => (run.includes("\n") ? "\n" : " "))
    .replace(
      /\s?(?:\[\s?at\s?\]|\(\s?at\s?\)|\{\s?at\s?\}|<\s?at\s?>|\sat\s(?=[a-z0-9-]{1,63}\s?(?:\[\s?dot\s?\]|\(\s?dot\s?\)|\{\s?dot\s?\}|\sdot\s)))\s?/gi,
      "@",
    )
    .replace(/\s?(?:\[\s?dot\s?\]|\(\s?dot\s?\)|\{\s?dot\s?\}|<\s?dot\s?>)\s?/gi, ".")
    .replace(/(@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8})\sdot\s(?=[a-z])/gi, "$1.")
    .replace(/(@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8})\sdot\s(?=[a-z])/gi, "$1.")
    .replace(/\s?＠\s?/g, "@")
    // French and German spellings: "contact (arobase) atelier (point) fr", "info(ät)firma(punkt)de".
    .replace(/\s?[[({<]\s?(?:arobase|at|ät|aet|chez)\s?[\])}>]\s?/gi, "@")
    .replace(/\s?[[({<]\s?(?:point|punkt|dot)\s?[\])}>]\s?/gi, ".")
    .replace(/([a-z0-9._-])\s(?:arobase)\s(?=[a-z0-9-])/gi, "$1@")
    .replace(/(@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8})\s(?:point|punkt)\s(?=[a-z])/gi, "$1.")
    .replace(/(@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8})\s(?:point|punkt)\s(?=[a-z])/gi, "$1.");
  const found: string[] = [];
  for (const { index, raw } of addressesIn(deobfuscated)) {
    const before = deobfuscated.slice(Math.max(0, index - 12), index);
    if (/[:/]\/?[^\s]*$/.test(before) && /\/\/[^\s]*$/.test(before)) continue; // credentials inside a URL
    const email = cleanEmail(raw);
    if (email) found.push(email);
  }
  return found;
}

/** Cloudflare's email protection: the first byte is the key, every following byte XOR it. */
export function decodeCloudflareEmail(hex: string): string | null {
  if (hex.length > 2 * MAX_RAW) return null;
  if (!/^[0-9a-f]{4,}$/i.test(hex) || hex.length % 2) return null;
  const key = parseInt(hex.slice(0, 2), 16);
  let out = "";
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return cleanEmail(out);
}
