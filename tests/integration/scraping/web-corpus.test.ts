import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runWebCorpus } from "@/bench/_web-corpus";

// The shared web corpus is read where it lies (../shared/web-corpus from the repository root); CI has it.
const corpus = path.resolve(__dirname, "../../../../shared/web-corpus");
const present = fs.existsSync(path.join(corpus, "sites.json"));
if (!present) console.warn(`note: ${corpus} is absent; the web corpus run is not done`);

describe("web scraper against the shared web corpus", () => {
  it("scores emails, phones and socials at P >= 0.95 and R >= 0.90 with no must-not value and no conduct violation", async () => {
    if (!present) {
      expect(present).toBe(false);
      return;
    }
    const run = await runWebCorpus({ corpus, port: Number(process.env.WEB_CORPUS_PORT ?? 4150) });
    expect(run.output).toContain("mustNot violations (0)");
    expect(run.output).toContain("conduct violations (0)");
    expect(run.exitCode, run.output).toBe(0);
  }, 120_000);
});
