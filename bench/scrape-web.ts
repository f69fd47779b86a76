/**
 * `npm run bench -- scrape-web`: the polite crawler over a 50-page site on loopback (robots.txt,
 * the guard's connect-time check, caps, decoding, parsing) against bare `fetch` of the same 50
 * pages at the same concurrency (2). Target: crawler pages/s >= 0.8x bare fetch.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pLimit from "p-limit";
import { crawlSite } from "@/lib/scraping/web/crawler";
import { createWebScrapeConfig } from "@/lib/scraping/web/scrape-site";
import type { Benchmark } from "./result";

const PAGES = 50;
const CONCURRENCY = 2;
const filler =
  "<p>We design, build and look after websites for independent shops, studios and practices across the region.</p>".repeat(
    120,
  );

function page(i: number): string {
  const links =
    i === 0
      ? Array.from(
          { length: PAGES - 1 },
          (_, n) => `<a href="/contact-${n + 1}">Contact office ${n + 1}</a>`,
        ).join("\n")
      : "";
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Page ${i} | Bench Ltd</title></head><body><nav>${links}</nav><main>${filler}<p>Call 0161 496 07${String(i).padStart(2, "0")} or email office${i}@bench.example</p></main></body></html>`;
}

export const benchmark: Benchmark = {
  name: "scrape-web",
  description: "crawler pages/s vs bare fetch on a 50-page loopback site (2 in flight)",
  async run() {
    const bodies = Array.from({ length: PAGES }, (_, i) => page(i));
    const server = http.createServer((req, res) => {
      if (req.url === "/robots.txt")
        return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      const i = req.url === "/" ? 0 : Number(/^\/contact-(\d+)$/.exec(req.url ?? "")?.[1] ?? -1);
      if (!(i in bodies)) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(bodies[i]);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const urls = [`${base}/`, ...Array.from({ length: PAGES - 1 }, (_, n) => `${base}/contact-${n + 1}`)];
    const config = createWebScrapeConfig({ appUrl: "http://localhost:3000", allowHosts: new URL(base).host });

    const bare = async () => {
      const limit = pLimit(CONCURRENCY);
      const t = performance.now();
      await Promise.all(urls.map((u) => limit(async () => (await fetch(u)).text())));
      return PAGES / ((performance.now() - t) / 1000);
    };
    const crawler = async () => {
      const t = performance.now();
      const result = await crawlSite(`${base}/`, { ...config, maxPages: PAGES, concurrency: CONCURRENCY });
      if (result.pages.length !== PAGES)
        throw new Error(`crawled ${result.pages.length} pages, expected ${PAGES}`);
      return PAGES / ((performance.now() - t) / 1000);
    };
    try {
      await bare();
      await crawler();
      const runs = { bare: [] as number[], crawler: [] as number[] };
      for (let i = 0; i < 5; i++) {
        runs.bare.push(await bare());
        runs.crawler.push(await crawler());
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const figure = median(runs.crawler);
      const baseline = median(runs.bare);
      return [
        {
          name: "scrape-web",
          unit: "pages/s",
          figure,
          baseline,
          ratio: figure / baseline,
          better: "higher",
          target: ">= 0.8x bare fetch",
          pass: figure / baseline >= 0.8,
        },
      ];
    } finally {
      await config.agent.close();
      server.close();
    }
  },
};
