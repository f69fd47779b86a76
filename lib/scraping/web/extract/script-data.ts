import type { CheerioAPI } from "cheerio";
import { fromJson, type Node } from "./structured";

/**
 * The data single-page applications ship inside <script> tags instead of the page: JSON blocks
 * (`__NEXT_DATA__`, `type="application/json"`), state assigned to a global (`window.__INITIAL_STATE__ =
 * {...}`, `window.__NUXT__`, `window.__APOLLO_STATE__`) and the React Server Components stream
 * (`self.__next_f.push([1, "..."])`). Values are read by their key: an email or telephone field is
 * trusted like a mailto: or tel: link, schema.org objects join the structured data, strings of HTML
 * are read as page fragments and other strings as plain text (where only phone-shaped numbers count).
 */
export type ScriptData = {
  emails: string[];
  phones: string[];
  links: string[];
  nodes: Node[];
  html: string[];
  text: string[];
};

const EMAIL_KEY = /^(e-?mail|mail|emailaddress|email_address|contactemail|contact_email|e-?mail\w*)$/i;
const PHONE_KEY =
  /^(tel|telephone|phone|phonenumber|phone_number|telefon|telefonnummer|mobile|mobilephone|contactphone|contact_phone|phone\w*)$/i;
const GLOBAL_STATE = /(?:window|self|globalThis)\s*\.\s*(__[A-Za-z0-9_]+__|__[A-Z][A-Za-z0-9_]*)\s*=\s*/g;
const NEXT_F_PUSH = /self\.__next_f\.push\(/g;
// A page's state is rarely more than a few hundred kilobytes; past these bounds the rest is not read.
const MAX_SCRIPT_CHARS = 2_000_000;
const MAX_VALUES = 20_000;
const MAX_DEPTH = 24;
// Each assignment is scanned to its closing bracket: a bounded number keeps a hostile script linear.
const MAX_LITERALS = 10;
const MAX_LITERAL_CHARS = 512 * 1024;

/** The JSON literal that starts at `from` (an object or array), by bracket matching outside strings. */
function jsonLiteralAt(source: string, from: number): string | null {
  const open = source[from];
  if (open !== "{" && open !== "[") return null;
  let depth = 0;
  let quote: string | null = null;
  const end = Math.min(source.length, from + MAX_LITERAL_CHARS);
  for (let i = from; i < end; i++) {
    const c = source[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return source.slice(from, i + 1);
    }
  }
  return null;
}

function parse(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    try {
      return JSON.parse(jsonFromLiteral(json)) as unknown;
    } catch {
      return undefined;
    }
  }
}

/**
 * A JavaScript object literal as JSON (state is often written that way): bare keys quoted,
 * single-quoted strings double-quoted, trailing commas and `undefined` dropped. Anything else that
 * is not JSON (a function call, an expression) still fails to parse and the block is skipped.
 */
const WORD = /[A-Za-z_$][\w$]*/y;
const KEY_COLON = /\s*:/y;
const CLOSING = /\s*[}\]]/y;

function jsonFromLiteral(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '"' || c === "'") {
      let value = "";
      for (i++; i < source.length && source[i] !== c; i++) {
        if (source[i] === "\\") {
          i++;
          value += source[i] === "'" ? "'" : `\\${source[i] ?? ""}`;
        } else value += source[i] === '"' ? '\\"' : source[i];
      }
      out += `"${value}"`;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(source)?.[0];
    if (word) {
      KEY_COLON.lastIndex = i + word.length;
      out += KEY_COLON.test(source) ? `"${word}"` : word === "undefined" ? "null" : word;
      i += word.length - 1;
      continue;
    }
    CLOSING.lastIndex = i + 1;
    if (c === "," && CLOSING.test(source)) continue;
    out += c;
  }
  return out;
}

/** The React Server Components stream: lines "id:JSON" inside the pushed strings. */
function rscValues(chunk: unknown): unknown[] {
  if (!Array.isArray(chunk)) return [];
  return chunk
    .filter((part): part is string => typeof part === "string")
    .flatMap((part) => part.split("\n"))
    .map((line) => parse(line.slice(line.indexOf(":") + 1)))
    .filter((v) => v !== undefined);
}

export function scriptData($: CheerioAPI): ScriptData {
  const out: ScriptData = { emails: [], phones: [], links: [], nodes: [], html: [], text: [] };
  const roots: unknown[] = [];
  let budget = MAX_SCRIPT_CHARS;
  $("script:not([src])").each((_, el) => {
    const type = ($(el).attr("type") ?? "").toLowerCase();
    if (type.includes("ld+json") || budget <= 0) return;
    const source = $(el).text().slice(0, budget);
    budget -= source.length;
    if (type.includes("json")) {
      const value = parse(source.trim());
      if (value !== undefined) roots.push(value);
      return;
    }
    for (const match of [...source.matchAll(GLOBAL_STATE)].slice(0, MAX_LITERALS)) {
      const literal = jsonLiteralAt(source, match.index + match[0].length);
      const value = literal ? parse(literal) : undefined;
      if (value !== undefined) roots.push(value);
    }
    for (const match of [...source.matchAll(NEXT_F_PUSH)].slice(0, MAX_LITERALS * 10)) {
      const literal = jsonLiteralAt(source, match.index + match[0].length);
      roots.push(...rscValues(literal ? parse(literal) : undefined));
    }
  });
  let values = 0;
  const walk = (value: unknown, key: string, depth: number) => {
    if (depth > MAX_DEPTH || values++ > MAX_VALUES || value === null || value === undefined) return;
    if (typeof value === "string") {
      const s = value.trim();
      if (!s || s.length > 100_000) return;
      if (EMAIL_KEY.test(key)) out.emails.push(s);
      else if (PHONE_KEY.test(key) && !/fax/i.test(key)) out.phones.push(s);
      else if (/^https?:\/\//i.test(s) && !/\s/.test(s)) out.links.push(s);
      else if (/^mailto:/i.test(s)) out.emails.push(s);
      else if (/^tel:/i.test(s)) out.phones.push(s);
      else if (/<[a-z][^>]*>/i.test(s)) out.html.push(s);
      else out.text.push(s);
      return;
    }
    if (typeof value === "number") {
      if (PHONE_KEY.test(key)) out.phones.push(String(value));
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key, depth + 1);
      return;
    }
    if (typeof value !== "object") return;
    const obj = value as Record<string, unknown>;
    if (obj["@type"] !== undefined) {
      fromJson(obj, out.nodes);
      return;
    }
    for (const [k, v] of Object.entries(obj)) walk(v, k, depth + 1);
  };
  for (const root of roots) walk(root, "", 0);
  return out;
}
