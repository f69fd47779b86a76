/**
 * The page fuzzing gate's registry is complete: every page under app/ is listed, with every search
 * parameter its source reads (the page, its route's _components, and the *-params modules they import).
 * tests/e2e/page-fuzz.spec.ts then sends each one hostile values.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageRegistry } from "./pages";

const root = process.cwd();

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, accept, out);
    else if (accept(full)) out.push(full);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  return [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null;
}

/** The page, its route's own components, and any imported module named *params*, followed transitively. */
function sourcesOf(pageFile: string): string[] {
  const seen = new Set<string>();
  const queue = [
    path.join(root, pageFile),
    ...walk(path.join(path.dirname(pageFile), "_components"), (f) => /\.tsx?$/.test(f)),
  ];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of fs.readFileSync(file, "utf8").matchAll(/from\s+["']([^"']+)["']/g)) {
      const target = resolveImport(file, m[1] ?? "");
      if (target && /params/i.test(path.basename(target))) queue.push(target);
    }
  }
  return [...seen];
}

const readers = [/\b(?:query|raw|\(await searchParams\))\.(\w+)/g, /searchParams\.get\(["'](\w+)["']\)/g];
/** In a page file, `params` is the awaited search parameters. */
const pageReader = /\bparams\.(\w+)/g;
/** Property names that are the parsed result or a URLSearchParams method, not a URL key. */
const notKeys = new Set([
  "data",
  "success",
  "error",
  "then",
  "length",
  "set",
  "get",
  "append",
  "delete",
  "has",
  "toString",
]);

function paramsRead(page: string): string[] {
  const names = new Set<string>();
  const pageFile = path.join(root, page);
  for (const file of sourcesOf(page)) {
    const source = fs.readFileSync(file, "utf8");
    if (!/searchParams|SearchParams/.test(source)) continue;
    for (const pattern of file === pageFile ? [...readers, pageReader] : readers)
      for (const m of source.matchAll(pattern)) names.add(m[1] ?? "");
  }
  return [...names].filter((n) => n && !notKeys.has(n));
}

describe("page fuzzing registry", () => {
  const pages = walk(path.join(root, "app"), (f) => /[/\\]page\.tsx?$/.test(f)).map((f) =>
    path.relative(root, f),
  );

  it("lists every page under app/ and nothing else", () => {
    expect(
      pages.filter((p) => !pageRegistry[p]),
      "pages missing from tests/integration/security/pages.ts",
    ).toEqual([]);
    expect(
      Object.keys(pageRegistry).filter((p) => !pages.includes(p)),
      "registered pages that no longer exist",
    ).toEqual([]);
  });

  it.each(pages.filter((p) => pageRegistry[p]))(
    "%s: every search parameter it reads is registered",
    (page) => {
      const registered = new Set(pageRegistry[page]?.params);
      expect(paramsRead(page).filter((name) => !registered.has(name))).toEqual([]);
    },
  );

  it("finds the parameters a page reads (the scan itself works)", () => {
    expect(paramsRead("app/(workspace)/integrations/page.tsx")).toEqual(
      expect.arrayContaining(["provider", "state", "status", "account_id", "result"]),
    );
    expect(paramsRead("app/(auth)/signin/page.tsx")).toEqual(
      expect.arrayContaining(["callbackUrl", "verified", "expired"]),
    );
    expect(paramsRead("app/(workspace)/leads/page.tsx")).toEqual(
      expect.arrayContaining(["list", "dq", "dpage"]),
    );
  });
});
