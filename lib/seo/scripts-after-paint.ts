/**
 * A prerendered page's HTML rewritten to ask for its scripts only once its first frame is painted (see
 * scripts/landing-scripts-after-paint.ts for why the landing page needs it). The async script tags and
 * their preloads leave the HTML; one inline script, before </body>, adds the same tags after the first
 * frame, or at once in a hidden tab, which paints no frame. Answers null when the HTML has no async
 * script or no </body>.
 */
const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;

function preloadOf(src: string): RegExp {
  const escaped = src.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<link rel="preload" as="script"[^>]*href="${escaped}"[^>]*/>`, "g");
}

const loaderStart = "<script>(function(){var s=";

function loader(sources: string[]): string {
  return (
    loaderStart +
    JSON.stringify(sources) +
    ';function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(l)});else l()})()</script>'
  );
}

export function scriptsAfterPaint(html: string): { html: string; sources: string[] } | null {
  const sources = [...html.matchAll(asyncScript)].map((match) => match[1]!);
  const end = html.lastIndexOf("</body>");
  if (sources.length === 0 || end < 0) return null;
  let rewritten = html.slice(0, end).replace(asyncScript, "");
  for (const src of sources) rewritten = rewritten.replace(preloadOf(src), "");
  return { html: rewritten + loader(sources) + html.slice(end), sources };
}

/** The scripts a rewritten page asks for after its first paint (none for a page left as Next wrote it). */
export function scriptsAskedAfterPaint(html: string): string[] {
  const start = html.indexOf(loaderStart);
  if (start < 0) return [];
  const list = html.slice(start + loaderStart.length, html.indexOf("];", start) + 1);
  return JSON.parse(list) as string[];
}
