/**
 * Runs after `next build`, before the CSP hashes (`postbuild`): the prerendered landing page asks for its
 * scripts only once its first frame is painted (lib/seo/scripts-after-paint.ts). As Next writes it, `/`
 * names React's and Next's chunks in its <head>; they arrive while the page's first layout is still
 * running, run before the first paint, and so hold its largest paint to their download (bench/README.md,
 * "Landing": on Lighthouse's throttled mobile link 1.8 to 2.5 s, against 0.9 s for the same HTML without
 * them). The page hydrates as before, a frame later. Only `/` is rewritten: the other pages render per
 * request, and nothing regenerates `/` (a copy Next regenerated would carry its own script tags again).
 */
import fs from "node:fs";
import path from "node:path";
import { scriptsAfterPaint } from "@/lib/seo/scripts-after-paint";

const landing = path.join(process.env.NEXT_DIST_DIR || ".next", "server", "app", "index.html");
const rewritten = scriptsAfterPaint(fs.readFileSync(landing, "utf8"));
if (!rewritten) {
  console.error(`landing scripts: no async script or no </body> in ${landing}; is / still prerendered?`);
  process.exit(1);
}
fs.writeFileSync(landing, rewritten.html);
console.log(`landing scripts: / asks for its ${rewritten.sources.length} scripts after its first paint`);
