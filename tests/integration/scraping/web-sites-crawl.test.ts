/**
 * The fixture sites (tests/fixtures/web-sites) served on loopback and crawled by the product's own
 * scraper, loopback opened only through the guard's allow-list: redirects (301, 302, 308), a meta
 * refresh stub and charsets as a server sends them, with every request logged.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebScrapeConfig, scrapeWebsite, type WebScrapeConfig } from "@/lib/scraping/web/scrape-site";
import { fixtureSites, pageBytes, type FixtureSite } from "@/tests/fixtures/web-sites/sites";

const sites = fixtureSites();
const servers: http.Server[] = [];
const bases = new Map<string, string>();
const requests = new Map<string, string[]>();
let config: WebScrapeConfig;

function serve(site: FixtureSite): Promise<string> {
  const log: string[] = [];
  requests.set(site.id, log);
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    log.push(path);
    const page = site.pages.find((p) => p.path === path);
    if (!page) return void res.writeHead(404).end();
    if (page.location) return void res.writeHead(page.status ?? 301, { location: page.location }).end();
    res.writeHead(200, { "content-type": page.contentType ?? "text/html" }).end(pageBytes(site, page));
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  for (const site of sites) bases.set(site.id, await serve(site));
  config = createWebScrapeConfig({
    appUrl: "http://localhost:3000",
    allowHosts: [...bases.values()].map((b) => new URL(b).host).join(","),
  });
});

afterAll(async () => {
  await config.agent.close();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe.each(sites)("crawling fixture site $id", (site) => {
  it("finds every expected email and phone, nothing else, and no must-not value", async () => {
    const { lead } = await scrapeWebsite(new URL(site.start ?? "/", bases.get(site.id)).href, config);
    for (const field of ["emails", "phones", "socials"] as const) {
      const optional = site.optional?.[field] ?? [];
      expect(lead[field].filter((v) => !optional.includes(v)).sort(), field).toEqual(
        [...(site.expected[field] ?? [])].sort(),
      );
      for (const value of site.mustNot?.[field] ?? []) expect(lead[field]).not.toContain(value);
    }
  });
});

describe("moved pages", () => {
  it("follow each redirect and the meta refresh to the new path, robots.txt first", () => {
    const log = requests.get("kessler-vermessung")!;
    expect(log[0]).toBe("/robots.txt");
    for (const path of ["/start/", "/buero/kontakt/", "/buero/ueber-uns/", "/rechtliches/impressum/"])
      expect(log).toContain(path);
    expect(log).not.toContain("/blog/");
  });
});
