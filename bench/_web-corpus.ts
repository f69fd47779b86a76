/**
 * The web corpus harness (../shared/web-corpus/README.md): serves the corpus on loopback with its
 * own server and request log, crawls every site with the product's crawler (robots.txt, page budget,
 * redirects, deadlines and caps as in production, loopback opened only through the allow-list),
 * writes results.json and scores it with the corpus's check.mjs. Used by the extract benchmark and
 * the integration test.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { createWebScrapeConfig, scrapeWebsite } from "@/lib/scraping/web/scrape-site";

export const defaultCorpusDir = () =>
  path.resolve(process.env.WEB_CORPUS_DIR ?? path.join(process.cwd(), "..", "shared", "web-corpus"));

type Site = { id: string; start: string };
export type CorpusRun = {
  exitCode: number;
  output: string;
  lastLine: string;
  results: Record<string, unknown>;
  scores?: unknown;
};

async function serve(
  corpus: string,
  port: number,
  log: string,
): Promise<{ child: ChildProcess; bases: Record<string, string>; allowHosts: string }> {
  const child = spawn(
    process.execPath,
    [path.join(corpus, "serve.mjs"), "sites", "--port", String(port), "--log", log, "--seconds", "300"],
    { cwd: corpus, stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const got: string[] = [];
  for await (const line of lines) {
    got.push(line);
    if (got.length === 2) break;
  }
  const bases = JSON.parse(got[0]!) as Record<string, string>;
  const { allowHosts } = JSON.parse(got[1]!) as { allowHosts: string };
  return { child, bases, allowHosts };
}

export async function runWebCorpus(options: { corpus?: string; port?: number } = {}): Promise<CorpusRun> {
  const corpus = options.corpus ?? defaultCorpusDir();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "web-corpus-"));
  const log = path.join(work, "requests.jsonl");
  const { child, bases, allowHosts } = await serve(
    corpus,
    options.port ?? Number(process.env.WEB_CORPUS_PORT ?? 4100),
    log,
  );
  try {
    const sites = (JSON.parse(fs.readFileSync(path.join(corpus, "sites.json"), "utf8")) as { sites: Site[] })
      .sites;
    const config = createWebScrapeConfig({ appUrl: "http://localhost:3000", allowHosts });
    const results: Record<string, unknown> = {};
    // Sites one after another; each crawl keeps to its own 2 requests in flight.
    for (const site of sites) {
      try {
        const { lead, elapsedMs } = await scrapeWebsite(new URL(site.start, bases[site.id]).href, config);
        results[site.id] = { ...lead, elapsedMs };
      } catch (error) {
        results[site.id] = { error: error instanceof Error ? error.message : String(error) };
      }
    }
    await config.agent.close();
    const file = path.join(work, "results.json");
    const scores = path.join(work, "scores.json");
    fs.writeFileSync(file, JSON.stringify(results, null, 2));
    child.kill("SIGTERM");
    const check = spawnSync(
      process.execPath,
      [path.join(corpus, "check.mjs"), file, "--requests", log, "--json", scores],
      { encoding: "utf8" },
    );
    const output = `${check.stdout}${check.stderr}`;
    const lastLine = check.stdout.trim().split("\n").at(-1) ?? "";
    return {
      exitCode: check.status ?? 2,
      output,
      lastLine,
      results,
      scores: fs.existsSync(scores) ? JSON.parse(fs.readFileSync(scores, "utf8")) : undefined,
    };
  } finally {
    child.kill("SIGTERM");
  }
}
