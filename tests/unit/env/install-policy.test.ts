/**
 * "Install as a newcomer sees it": a clean `npm ci` on Node 20 prints no EBADENGINE warning and
 * no "install scripts not yet covered by allowScripts" list. Read from package-lock.json, which is what
 * `npm ci` installs.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// npm's own range semantics (semver is what npm uses to print EBADENGINE).
const semver = require("semver") as {
  satisfies: (version: string, range: string) => boolean;
  minVersion: (range: string) => { version: string } | null;
};

type LockEntry = { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean };
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const nameOf = (key: string) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);

describe("a clean install", () => {
  it("every locked package supports the Node versions package.json promises (no EBADENGINE)", () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version ?? "";
    expect(oldest).toMatch(/^20\./);
    const unsupported = Object.entries(lock.packages)
      .filter(([key]) => key !== "")
      .flatMap(([key, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range) return [];
        return [oldest, process.versions.node]
          .filter((node) => !semver.satisfies(node, range))
          .map((node) => `${nameOf(key)}@${entry.version} needs node ${range} (not ${node})`);
      });
    expect(unsupported).toEqual([]);
  });

  it("every package with an install script is allowed or denied in allowScripts", () => {
    const policy = manifest.allowScripts ?? {};
    const uncovered = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key, entry]) => ({ name: nameOf(key), version: entry.version }))
      .filter(({ name, version }) => !(name in policy) && !(`${name}@${version}` in policy));
    expect(uncovered).toEqual([]);
  });
});
