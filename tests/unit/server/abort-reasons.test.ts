import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const probe = fileURLToPath(new URL("../../support/abort-reason-probe.ts", import.meta.url));

function runProbe(...args: string[]): string {
  return execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", probe, ...args], {
    encoding: "utf8",
  }).trim();
}

describe("releaseAbortReasonFrames", () => {
  it("shows the retention it works around: an unread abort reason keeps its frames' receivers", () => {
    expect(runProbe()).toBe("retained true");
  });

  it("lets a finished render go once its signal is aborted, and still aborts the signal", () => {
    expect(runProbe("--patched")).toBe("released true");
  });
});

/*
 * The workaround can go when the React Flight server that `next start` runs no longer ends a render by
 * aborting its cache signal with an Error: react#37289 aborts with a plain string instead. Next.js ships
 * React inside its app-page runtimes (turbopack's and webpack's builds), so those are what is read here.
 */
const require = createRequire(import.meta.url);
const runtimes = [
  "next/dist/compiled/next-server/app-page-turbo.runtime.prod.js",
  "next/dist/compiled/next-server/app-page.runtime.prod.js",
];
const completionAbort =
  /cacheController\.abort\(\s*(new\s+Error\(|Error\(|)\s*["'`]This render completed successfully/;

describe("the React render leak that releaseAbortReasonFrames works around", () => {
  it.each(runtimes)("is still in the installed %s (else remove lib/server/abort-reasons.ts)", (runtime) => {
    const source = readFileSync(require.resolve(runtime), "utf8");
    const site = completionAbort.exec(source);
    expect(
      site,
      `${runtime}: the render-completed abort was not found; see whether react#37289 landed`,
    ).not.toBeNull();
    expect(
      site![1],
      `${runtime} aborts the render-completed cache signal without an Error (react#37289 is installed): ` +
        "delete lib/server/abort-reasons.ts, its call in instrumentation.ts and this test",
    ).not.toBe("");
  });
});
