import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { boundedText } from "./text";

/**
 * schema.org data in JSON-LD, microdata and RDFa, flattened to plain nodes `{ "@type": [...], prop:
 * [values] }` so one reader (structured-read.ts) serves all three. hCard is read separately.
 */
export type Node = { types: string[]; props: Map<string, Value[]> };
export type Value = string | Node;

function typeNames(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((t) =>
      String(t)
        .replace(/^.*[/#:]/, "")
        .trim(),
    )
    .filter(Boolean);
}

function addValues(node: Node, prop: string, values: Value[]): void {
  const existing = node.props.get(prop);
  if (existing) existing.push(...values);
  else node.props.set(prop, values);
}

export function fromJson(value: unknown, out: Node[], depth = 0): Value | null {
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
    const values = (Array.isArray(raw) ? raw : [raw])
      .map((v) => fromJson(v, out, depth + 1))
      .filter((v): v is Value => v !== null);
    if (values.length) addValues(node, name, values);
  }
  if (typeof obj["@id"] === "string" && !node.types.length && node.props.size === 0)
    return String(obj["@id"]);
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
  if (tag === "img" || tag === "audio" || tag === "video" || tag === "source")
    return (attr("src") ?? "").trim();
  if (tag === "meta") return (attr("content") ?? "").trim();
  if (tag === "time") return (attr("datetime") ?? boundedText(el)).trim();
  return boundedText(el).replace(/\s+/g, " ").trim();
}

// Items nested deeper than this are read as plain values (JSON-LD has the same bound).
const MAX_ITEM_DEPTH = 12;

/**
 * Microdata (itemscope/itemprop) and RDFa Lite (typeof/property) read with one walk of the page: an
 * item's properties are the elements under it up to the next item, a nested item with a property is
 * that property's value, and items come out children first. Iterative, with each value's text
 * bounded, so neither a deep nor a wide page costs more than a walk.
 */
function readMarkup(
  $: CheerioAPI,
  scopeAttr: "itemscope" | "typeof",
  typeAttr: "itemtype" | "typeof",
  propAttr: "itemprop" | "property",
): Node[] {
  const out: Node[] = [];
  type Frame = { el: AnyNode; scope: Node | null; depth: number } | { done: Node };
  const stack: Frame[] = [{ el: $.root()[0]!, scope: null, depth: 0 }];
  while (stack.length) {
    const frame = stack.pop()!;
    if ("done" in frame) {
      out.push(frame.done);
      continue;
    }
    const { el, scope, depth } = frame;
    let childScope = scope;
    let childDepth = depth;
    if (el.type === "tag") {
      const c = el as Element;
      const props = (c.attribs[propAttr] ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((p) => p.replace(/^.*[/#:]/, ""));
      const isScope = c.attribs[scopeAttr] !== undefined && depth < MAX_ITEM_DEPTH;
      if (isScope) {
        const node: Node = { types: typeNames((c.attribs[typeAttr] ?? "").split(/\s+/)), props: new Map() };
        if (scope) for (const p of props) addValues(scope, p, [node]);
        stack.push({ done: node });
        childScope = node;
        childDepth = depth + 1;
      } else if (scope && props.length) {
        const value = propValue($, c);
        for (const p of props) addValues(scope, p, [value]);
      }
    } else if (el.type !== "root") continue;
    const children = (el as Element).children;
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ el: children[i]!, scope: childScope, depth: childDepth });
  }
  return out;
}

export function microdataNodes($: CheerioAPI): Node[] {
  return [
    ...readMarkup($, "itemscope", "itemtype", "itemprop"),
    ...readMarkup($, "typeof", "typeof", "property"),
  ];
}
