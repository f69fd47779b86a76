import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { asProviderError } from "@/lib/scraping/providers/web";
import { ProviderError } from "@/lib/scraping/providers/types";
import { createWebScrapeConfig, scrapeWebsite, type WebScrapeConfig } from "@/lib/scraping/web/scrape-site";

/**
 * Hostile pages on a loopback server: each ends with a clear ProviderError, nothing hangs. The
 * ordinary redirects (apex to www, /x to /x/) are followed; only a real loop is refused.
 */
let server: http.Server;
let base: string;
let config: WebScrapeConfig;
const connections: string[] = [];
// Under the 5 MB cap: one run of address-like characters (what froze the server) around a real address.
const adversarial = `<title>Long Ltd</title><a href="mailto:hi@long.example">x</a><p>${"a.b-c_d+e".repeat(580_000)}</p>`;
const manyLinks = `<title>Links Ltd</title>${Array.from({ length: 20_000 }, (_, i) => `<a href="/contact-${i}">Contact ${i}</a>`).join("")}`;
const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/robots.txt") return void res.writeHead(404).end();
    const host = req.headers.host ?? "";
    if (host.startsWith("apex.example:"))
      return void res.writeHead(301, { location: `http://www.${host}${path}` }).end();
    if (host.startsWith("www.apex.example:"))
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end("<title>Apex Ltd</title><a href='mailto:hello@apex.example'>x</a>");
    if (path === "/x") return void res.writeHead(301, { location: "/x/" }).end();
    if (path === "/x/")
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end("<title>Slash Ltd</title><a href='mailto:hi@slash.example'>x</a>");
    if (path === "/ping") return void res.writeHead(302, { location: "/pong" }).end();
    if (path === "/pong") return void res.writeHead(302, { location: "/ping" }).end();
    if (path === "/ok")
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end("<title>OK Ltd</title><a href='mailto:hi@ok.example'>x</a>");
    if (path === "/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < 6 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
        if (sent >= 6 * 1024 * 1024) res.end();
        else res.once("drain", pump);
      };
      return void pump();
    }
    if (path.startsWith("/loop"))
      return void res.writeHead(302, { location: `/loop${Number(path.slice(5) || 0) + 1}` }).end();
    if (path === "/to-private")
      return void res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (path === "/to-metadata-name")
      return void res.writeHead(301, { location: "http://internal.rebind.example/" }).end();
    if (path === "/drip") {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write("<p>.</p>"), 500);
      return void res.on("close", () => clearInterval(timer));
    }
    if (path === "/adversarial")
      return void res.writeHead(200, { "content-type": "text/html" }).end(adversarial);
    if (path === "/many-links")
      return void res.writeHead(200, { "content-type": "text/html" }).end(manyLinks);
    if (path.startsWith("/contact-"))
      return void res.writeHead(200, { "content-type": "text/html" }).end(`<p>Office ${path.slice(9)}</p>`);
    if (path === "/busy") return void res.writeHead(503).end();
    if (path === "/pdf")
      return void res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7");
    if (path === "/binary")
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]));
    if (path === "/bomb")
      return void res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(bomb);
    res.writeHead(404).end();
  });
  server.on("connection", (socket) => connections.push(`${socket.localAddress}`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  // The stub resolver sends every name to loopback: a name that is not allow-listed must be refused at connect time.
  config = createWebScrapeConfig({
    appUrl: "http://localhost:3000",
    policy: {
      allowHosts: new Set([`127.0.0.1:${port}`, `apex.example:${port}`, `www.apex.example:${port}`]),
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    },
  });
});

afterAll(async () => {
  await config.agent.close();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(path: string, options: { pageTimeoutMs?: number } = {}): Promise<ProviderError> {
  try {
    await scrapeWebsite(`${base}${path}`, config, options);
  } catch (error) {
    const mapped = asProviderError(error);
    if (mapped instanceof ProviderError) return mapped;
    throw error;
  }
  throw new Error(`${path} did not fail`);
}

describe("hostile pages", () => {
  it("scrapes a normal page on the allow-listed pair", async () => {
    const { lead } = await scrapeWebsite(`${base}/ok`, config);
    expect(lead.emails).toEqual(["hi@ok.example"]);
    expect(lead.companyName).toBe("OK Ltd");
  });

  it("stops a huge page at 5 MB", async () => {
    const error = await failure("/huge");
    expect(error.message).toBe(`The page ${base}/huge is larger than 5 MB`);
  });

  it("stops after 5 redirects", async () => {
    const error = await failure("/loop");
    expect(error.message).toBe(`The page ${base}/loop redirects more than 5 times`);
  });

  it("refuses a redirect to a private address before connecting", async () => {
    const error = await failure("/to-private");
    expect(error.code).toBe("blocked");
    expect(error.message).toBe("This address points to a private or local network and cannot be scraped");
  });

  it("refuses at connect time a name that resolves to loopback (not on the allow-list)", async () => {
    const before = connections.length;
    const error = await failure("/to-metadata-name");
    expect(error.message).toBe("This address points to a private or local network and cannot be scraped");
    expect(connections.length).toBe(before);
  });

  it("gives up on a slow drip at the page deadline", async () => {
    const error = await failure("/drip", { pageTimeoutMs: 1500 });
    expect(error.code).toBe("permanent");
    expect(error.message).toBe(`The page ${base}/drip did not load within 2 seconds`);
  });

  it("refuses the wrong content type and binary content", async () => {
    expect((await failure("/pdf")).message).toBe(`The page ${base}/pdf is not a web page (application/pdf)`);
    expect((await failure("/binary")).message).toBe(
      `The page ${base}/binary is not a web page (binary content)`,
    );
  });

  it("stops a gzip bomb at 5 MB decoded", async () => {
    const error = await failure("/bomb");
    expect(error.message).toBe(`The page ${base}/bomb is larger than 5 MB`);
  });

  it("follows a redirect from the apex to www on the start page", async () => {
    const { lead } = await scrapeWebsite(`http://apex.example:${new URL(base).port}/`, config);
    expect(lead.url).toBe(`http://www.apex.example:${new URL(base).port}/`);
    expect(lead.emails).toEqual(["hello@apex.example"]);
  });

  it("follows a redirect from /x to /x/", async () => {
    const { lead } = await scrapeWebsite(`${base}/x`, config);
    expect(lead.url).toBe(`${base}/x/`);
    expect(lead.emails).toEqual(["hi@slash.example"]);
  });

  it("refuses a real redirect loop, permanently", async () => {
    const error = await failure("/ping");
    expect(error.message).toBe(`The page ${base}/ping redirects in a loop`);
    expect(error.code).toBe("permanent");
  });

  it("classifies the guard's refusal at connect time when the agent comes from another copy of the modules", async () => {
    // Production can hold two copies of the scraper's modules; the cached agent may be the other copy's.
    vi.resetModules();
    const other = await import("@/lib/scraping/web/scrape-site");
    const foreign = other.createWebScrapeConfig({
      appUrl: "http://localhost:3000",
      policy: { allowHosts: config.policy.allowHosts, resolve: config.policy.resolve },
    });
    try {
      const error = await (async () => {
        try {
          await scrapeWebsite(`${base}/to-metadata-name`, foreign);
        } catch (thrown) {
          return asProviderError(thrown);
        }
      })();
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({
        code: "blocked",
        message: "This address points to a private or local network and cannot be scraped",
      });
    } finally {
      await foreign.agent.close();
    }
  });

  it("gives permanent codes to what a retry cannot change and a retryable one to a server error", async () => {
    expect((await failure("/nothing-here")).code).toBe("permanent");
    expect((await failure("/huge")).code).toBe("permanent");
    expect((await failure("/loop")).code).toBe("permanent");
    expect((await failure("/pdf")).code).toBe("permanent");
    expect((await failure("/drip", { pageTimeoutMs: 1500 })).code).toBe("permanent");
    expect((await failure("/busy")).code).toBe("upstream");
  });

  it("scrapes a 5 MB page of one long address-like token", async () => {
    const { lead } = await scrapeWebsite(`${base}/adversarial`, config);
    expect(lead).toMatchObject({ companyName: "Long Ltd", emails: ["hi@long.example"] });
  });

  it("crawls from a page of twenty thousand contact links within the page budget", async () => {
    const { lead } = await scrapeWebsite(`${base}/many-links`, config);
    expect(lead.companyName).toBe("Links Ltd");
    expect(lead.pagesCrawled).toBe(11);
  });
});
