import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/**
 * The text a visitor reads: scripts, styles, code samples, forms' hidden parts and templates left
 * out (that is where `git@github.com`, DSNs and `user@localhost` live), block elements on their own
 * lines so that values in neighbouring cells never run together.
 */
const SKIP = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "code",
  "pre",
  "kbd",
  "samp",
  "textarea",
  "svg",
  "select",
  "option",
  "iframe",
  "object",
  "head",
]);
const BLOCK = new Set([
  "p",
  "div",
  "li",
  "ul",
  "ol",
  "tr",
  "td",
  "th",
  "table",
  "section",
  "article",
  "header",
  "footer",
  "nav",
  "aside",
  "main",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "address",
  "dd",
  "dt",
  "dl",
  "blockquote",
  "figure",
  "figcaption",
  "form",
  "fieldset",
  "label",
  "br",
  "hr",
  "button",
]);

export function visibleText($: CheerioAPI, root?: AnyNode): string {
  const out: string[] = [];
  // An explicit stack rather than recursion: a page may nest elements far deeper than the call stack.
  const stack: (AnyNode | "\n")[] = [];
  const start = root ?? $.root()[0];
  if (start) stack.push(start);
  while (stack.length) {
    const node = stack.pop()!;
    if (node === "\n") {
      out.push("\n");
      continue;
    }
    if (node.type === "text") {
      out.push((node as unknown as { data: string }).data);
      continue;
    }
    if (node.type !== "tag" && node.type !== "root") continue;
    const el = node as Element;
    if (node.type === "tag") {
      const name = el.name.toLowerCase();
      if (
        SKIP.has(name) ||
        el.attribs.hidden !== undefined ||
        el.attribs["aria-hidden"] === "true" ||
        /display:\s*none/i.test(el.attribs.style ?? "")
      )
        continue;
      if (BLOCK.has(name)) {
        out.push("\n");
        stack.push("\n");
      }
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return out
    .join("")
    .replace(/[ \t\f\v\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, " ")
    .replace(/ ?\n[\n ]*/g, "\n")
    .trim();
}

/**
 * The text of a node (script and style text included, as cheerio's `.text()`), at most `maxChars`
 * of it, reading at most `maxNodes` nodes: names, roles and values are short, and a value read for
 * every element of a deeply nested page must not cost the whole page each time.
 */
export function boundedText(node: AnyNode, maxChars = 2000, maxNodes = 2000): string {
  let text = "";
  let visited = 0;
  const stack: AnyNode[] = [node];
  while (stack.length && text.length < maxChars && visited++ < maxNodes) {
    const current = stack.pop()!;
    if (current.type === "text") text += (current as unknown as { data: string }).data;
    else if (current.type !== "comment" && "children" in current) {
      const children = (current as Element).children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return text.slice(0, maxChars);
}
