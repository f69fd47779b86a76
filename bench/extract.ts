/**
 * `npm run bench -- extract`: the web scraper over the shared web corpus (../shared/web-corpus, or
 * WEB_CORPUS_DIR), scored by the corpus's own check.mjs: emails, phones and socials each need
 * precision >= 0.95 and recall >= 0.90, no must-not value and no conduct violation.
 */
import fs from "node:fs";
import path from "node:path";
import type { Benchmark, BenchResult } from "./result";
import { defaultCorpusDir, runWebCorpus } from "./_web-corpus";

export const benchmark: Benchmark = {
  name: "extract",
  description: "web corpus: precision and recall of emails, phones and socials (check.mjs)",
  async run() {
    const corpus = defaultCorpusDir();
    if (!fs.existsSync(path.join(corpus, "sites.json")))
      throw new Error(`the web corpus is not at ${corpus} (set WEB_CORPUS_DIR)`);
    const run = await runWebCorpus({ corpus, port: Number(process.env.WEB_CORPUS_PORT ?? 4100) });
    console.log(run.output);
    const results: BenchResult[] = [];
    for (const field of ["emails", "phones", "socials"]) {
      const match = new RegExp(`${field} P=([\\d.]+) R=([\\d.]+)`).exec(run.lastLine);
      const precision = Number(match?.[1] ?? NaN);
      const recall = Number(match?.[2] ?? NaN);
      results.push({
        name: `extract ${field}`,
        unit: "P",
        figure: precision,
        baseline: recall,
        ratio: precision / 0.95,
        better: "higher",
        target: "P>=0.95, R>=0.90 (baseline column: R)",
        pass: precision >= 0.95 && recall >= 0.9,
        notes: [`precision ${precision}, recall ${recall}`],
      });
    }
    const violations = /mustNot violations (\d+)/.exec(run.lastLine)?.[1] ?? "?";
    results.push({
      name: "extract mustNot+conduct",
      unit: "violations",
      figure: Number(violations),
      baseline: 0,
      ratio: Number(violations) === 0 ? 1 : 0,
      better: "lower",
      target: "0 and check.mjs exit 0",
      pass: violations === "0" && run.exitCode === 0,
    });
    return results;
  },
};
