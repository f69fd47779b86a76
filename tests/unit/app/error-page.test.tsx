import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ErrorPage from "@/app/error";

/** Tags and their style attributes, in document order. */
function styledTags(html: string): Array<{ tag: string; style: string }> {
  return [...html.matchAll(/<(main|h1|p|div|button|a)\b([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag: tag ?? "",
    style: /style="([^"]*)"/.exec(attributes ?? "")?.[1] ?? "",
  }));
}

describe("the root error page", () => {
  // It also renders when a shell's layout throws, and then the page has loaded no stylesheet.
  it("carries its own look, so it reads the same without a stylesheet", () => {
    const html = renderToStaticMarkup(
      <ErrorPage error={Object.assign(new Error("boom"), { digest: "123" })} reset={() => undefined} />,
    );
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("quote reference 123");
    const tags = styledTags(html);
    expect(tags.map((t) => t.tag)).toEqual(["main", "h1", "p", "div", "button", "a"]);
    for (const { tag, style } of tags) expect(style, `<${tag}> has no inline style`).not.toBe("");
    expect(tags[0]?.style).toContain("font-family");
    expect(tags[4]?.style).toContain("background");
  });
});
