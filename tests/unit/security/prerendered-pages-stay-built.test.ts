import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A prerendered page's CSP lists the hashes of the inline scripts of the copy built by `next build`
 * (lib/security/headers.ts). A copy Next regenerates at run time differs in those scripts (its
 * prefetch hints), so the build's policy would block it: nothing may revalidate the landing page.
 * `revalidatePath("/", "layout")` did, from two account actions, until stop 50.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const sourceFolders = ["app", "lib", "components"];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.(ts|tsx)$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** The paths that regenerate the landing page: the root ("/", any type) and its route group. */
const revalidatesLanding = /revalidatePath\(\s*(["'`])\/(\(marketing\)[^"'`]*)?\1/;
const revalidatesEverything = /\b(revalidateTag|updateTag)\(/;

function offendingLines(text: string): string[] {
  return text.split("\n").filter((line) => revalidatesLanding.test(line) || revalidatesEverything.test(line));
}

describe("nothing regenerates the prerendered landing page", () => {
  it("recognises the calls that would", () => {
    expect(offendingLines(`revalidatePath("/", "layout");`)).toHaveLength(1);
    expect(offendingLines(`revalidatePath('/')`)).toHaveLength(1);
    expect(offendingLines(`revalidatePath("/(marketing)", "layout")`)).toHaveLength(1);
    expect(offendingLines(`revalidateTag("leads")`)).toHaveLength(1);
    expect(offendingLines(`revalidatePath("/(workspace)", "layout");\nrevalidatePath("/leads");`)).toEqual(
      [],
    );
  });

  it("finds no such call in the application's source", () => {
    const offences = sourceFolders
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) =>
        offendingLines(fs.readFileSync(file, "utf8")).map(
          (line) => `${path.relative(root, file)}: ${line.trim()}`,
        ),
      );
    expect(offences).toEqual([]);
  });
});
