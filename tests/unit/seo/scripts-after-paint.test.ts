import { describe, expect, it } from "vitest";
import { scriptsAfterPaint, scriptsAskedAfterPaint } from "@/lib/seo/scripts-after-paint";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/webpack-1.js" async=""></script>',
  '<script src="/_next/static/chunks/main-2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
  "</head><body><h1>Find leads</h1>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"</body> in a payload"])</script>',
  "</body></html>",
].join("");

/** Runs the page's loader against a stand-in document; answers the sources it appended, in order. */
function runLoader(html: string, visibilityState: "visible" | "hidden") {
  const loader = html.match(/<script>(\(function\(\)\{var s=[^<]*)<\/script><\/body>/)?.[1];
  expect(loader).toBeDefined();
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  };
  new Function("document", "requestAnimationFrame", "setTimeout", loader!)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return { appended, frames, timers };
}

describe("scriptsAfterPaint", () => {
  it("takes the async scripts and their preloads out of the HTML and keeps everything else", () => {
    const result = scriptsAfterPaint(page)!;
    expect(result.sources).toEqual(["/_next/static/chunks/webpack-1.js", "/_next/static/chunks/main-2.js"]);
    expect(result.html).not.toContain('async=""');
    expect(result.html).not.toContain('rel="preload" as="script"');
    expect(result.html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(result.html).toContain('noModule=""></script>');
    expect(result.html).toContain('<script>self.__next_f.push([1,"</body> in a payload"])</script>');
    expect(result.html.endsWith("</script></body></html>")).toBe(true);
  });

  it("asks for the scripts after the first frame in a visible tab, in their order", () => {
    const { appended, frames, timers } = runLoader(scriptsAfterPaint(page)!.html, "visible");
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.shift()!();
    expect(appended).toEqual([
      { src: "/_next/static/chunks/webpack-1.js", async: true },
      { src: "/_next/static/chunks/main-2.js", async: true },
    ]);
  });

  it("asks for them at once in a hidden tab, which paints no frame", () => {
    const { appended, frames } = runLoader(scriptsAfterPaint(page)!.html, "hidden");
    expect(frames).toEqual([]);
    expect(appended.map((element) => element.src)).toEqual([
      "/_next/static/chunks/webpack-1.js",
      "/_next/static/chunks/main-2.js",
    ]);
  });

  it("leaves a page without async scripts or without a body alone", () => {
    expect(scriptsAfterPaint("<html><body><p>static</p></body></html>")).toBeNull();
    expect(scriptsAfterPaint('<script src="/a.js" async=""></script>')).toBeNull();
  });
});

describe("scriptsAskedAfterPaint", () => {
  it("reads the sources back from a rewritten page, none from one Next wrote", () => {
    expect(scriptsAskedAfterPaint(scriptsAfterPaint(page)!.html)).toEqual([
      "/_next/static/chunks/webpack-1.js",
      "/_next/static/chunks/main-2.js",
    ]);
    expect(scriptsAskedAfterPaint(page)).toEqual([]);
  });
});
