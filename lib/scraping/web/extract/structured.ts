import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";

/**
 * schema.org data in JSON-LD, microdata and RDFa, flattened to plain nodes `{ "@type": [...], prop:
 * [values] }` so one reader (structured-read.ts) serves all three. hCard is read separately.
 */
export type Node = { types: string[]; props: Map<string, Value[]> };
export type Value = string | Node;

function typeNames(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((t) => String(t).replace(/^.*[/#:]/, "").trim()).filter(Boolean);
}

function fromJson(value: unknown, out: Node[], depth = 0): Value | null {
  if (depth > 12 || value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return null;
  if (typeof value !== "object") return null;
  const obj = value as Record<string, unknown>;
  if (Array.isArray(obj["@graph"])) for (const item of obj["@graph"]) fromJson(item, out, depth + 1);
  const node: Node = { types: typeNames(obj["@type"]), props: new Map() };
  for (const [key, raw] of Object.entries(obj)) {
    if (key.startsWith("@")) continue;
    const name = key.replace(/^.*[/#:]/, "");
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => fromJson(v, out, depth + 1)).filter((v): v is Value => v !== null);
    if (values.length) node.props.set(name, [...(node.props.get(name) ?? []), ...values]);
  }
  if (typeof obj["@id"] === "string" && !node.types.length && node.props.size === 0) return String(obj["@id"]);
  out.push(node);
  return node;
}

export function jsonLdNodes($: CheerioAPI): Node[] {
  const out: Node[] = [];
  $('script[type="application/ld+json" i]').each((_, el) => {
    const raw = $(el).text().trim();
    if (!raw) return;
    try {
      const parsed = JSON.parse(raw.replace(/^\s*<!--|-->\s*$/g, "")) as unknown;
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) fromJson(item, out);
    } catch {
      // A broken block is skipped; the page's text still counts.
    }
  });
  return out;
}

function propValue($: CheerioAPI, el: Element): string {
  const $el = $(el);
  const attr = (name: string) => $el.attr(name);
  if (attr("content") !== undefined) return attr("content")!.trim();
  const tag = el.name.toLowerCase();
  if (tag === "a" || tag === "link" || tag === "area") return (attr("href") ?? "").trim();
  if (tag === "img" || tag === "audio" || tag === "video" || tag === "source") return (attr("src") ?? "").trim();
  if (tag === "meta") return (attr("content") ?? "").trim();
  if (tag === "time") return (attr("datetime") ?? $el.text()).trim();
  return $el.text().replace(/\s+/g, " ").trim();
}

/** Microdata (itemscope/itemprop) and RDFa Lite (typeof/property) read with one walk each. */
function readMarkup($: CheerioAPI, scopeAttr: "itemscope" | "typeof", typeAttr: "itemtype" | "typeof", propAttr: "itemprop" | "property"): Node[] {
  const out: Node[] = [];
  const build = (scope: Element): Node => {
    const node: Node = { types: typeNames(($(scope).attr(typeAttr) ?? "").split(/\s+/)), props: new Map() };
    const visit = (el: Element) => {
      for (const child of el.children) {
        if (child.type !== "tag") continue;
        const c = child as Element;
        const props = ($(c).attr(propAttr) ?? "").split(/\s+/).filter(Boolean).map((p) => p.replace(/^.*[/#:]/, ""));
        const isScope = scopeAttr === "itemscope" ? $(c).attr("itemscope") !== undefined : $(c).attr("typeof") !== undefined;
        const value: Value = isScope ? build(c) : propValue($, c);
        for (const p of props) node.props.set(p, [...(node.props.get(p) ?? []), value]);
        if (!isScope) visit(c);
      }
    };
    visit(scope);
    out.push(node);
    return node;
  };
  $(`[${scopeAttr}]`).each((_, el) => {
    const hasParentScope = $(el).parents(`[${scopeAttr}]`).length > 0 && $(el).attr(propAttr);
    if (!hasParentScope) build(el as Element);
  });
  return out;
}

export function microdataNodes($: CheerioAPI): Node[] {
  return [...readMarkup($, "itemscope", "itemtype", "itemprop"), ...readMarkup($, "typeof", "typeof", "property")];
}
