import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/**
 * The text a visitor reads: scripts, styles, code samples, forms' hidden parts and templates left
 * out (that is where `git@github.com`, DSNs and `user@localhost` live), block elements on their own
 * lines so that values in neighbouring cells never run together.
 */
const SKIP = new Set(["script", "style", "noscript", "template", "code", "pre", "kbd", "samp", "textarea", "svg", "select", "option", "iframe", "object", "head"]);
const BLOCK = new Set(["p", "div", "li", "ul", "ol", "tr", "td", "th", "table", "section", "article", "header", "footer", "nav", "aside", "main", "h1", "h2", "h3", "h4", "h5", "h6", "address", "dd", "dt", "dl", "blockquote", "figure", "figcaption", "form", "fieldset", "label", "br", "hr", "button"]);

export function visibleText($: CheerioAPI, root?: AnyNode): string {
  const out: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === "text") {
      out.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== "tag") return;
    const el = node as Element;
    const name = el.name.toLowerCase();
    if (SKIP.has(name) || el.attribs.hidden !== undefined || el.attribs["aria-hidden"] === "true" || /display:\s*none/i.test(el.attribs.style ?? "")) return;
    const block = BLOCK.has(name);
    if (block) out.push("\n");
    for (const child of el.children) walk(child);
    if (block) out.push("\n");
    else if (name === "span" || name === "a") out.push("");
  };
  const start = root ?? $.root()[0];
  if (start) walk(start);
  return out
    .join("")
    .replace(/[ \t\f\v\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, " ")
    .replace(/ *\n[\n ]*/g, "\n")
    .trim();
}
