/**
 * Scraping: the start calls of spec part 2 section 7, a run's status and cancel, its results.
 * Providers are replaced by one that finds nothing, registered only in tests (the real ones need sites,
 * accounts or keys); each workspace gets credits so a valid start is accepted.
 */
import { randomUUID } from "node:crypto";
import { vi } from "vitest";
import { z } from "zod";
import { getDb } from "@/db";
import { creditTransactions, scrapeRuns } from "@/db/schema";
import type { Fixtures } from "../support/fixtures";
import type { RouteSpec } from "../support/spec";

vi.mock("@/lib/scraping/providers", () => ({
  getProvider: (platform: string) => ({
    platform,
    leadPlatform: platform === "image-to-word" ? "ocr" : platform,
    input: z.record(z.string(), z.unknown()),
    unavailableReason: async () => null,
    run: async () => {},
  }),
}));

const runs = new Map<string, string>();

async function prepare(f: Fixtures) {
  const db = await getDb();
  for (const t of [f.a, f.b]) {
    await db.insert(creditTransactions).values({
      workspaceId: t.workspaceId,
      kind: "grant",
      amount: 10_000,
      reference: `authz:${randomUUID()}`,
      description: "authz credits",
    });
  }
  const [run] = await db
    .insert(scrapeRuns)
    .values({
      workspaceId: f.a.workspaceId,
      listId: f.a.listId,
      platform: "web",
      input: { url: "https://a.example" },
      estimate: 1,
      creditsPerLead: 1,
      creditsReserved: 0,
    })
    .returning({ id: scrapeRuns.id });
  if (run) runs.set(f.a.workspaceId, run.id);
}

const runOf = (f: Fixtures) => runs.get(f.a.workspaceId) ?? randomUUID();
const listName = () => `Scraped ${randomUUID().slice(0, 8)}`;
const started = ["lead_lists", "scrape_runs", "credit_transactions", "activity_log"];

function startRoute(
  path: string,
  body: (self: { userId: string }) => Record<string, unknown>,
  foreign: RouteSpec["foreign"] = "own-workspace",
): RouteSpec {
  return {
    access: { kind: "session", permission: "leads:write" },
    request: (_f, self) => ({ path, body: { ...body(self), listName: listName() } }),
    mayChange: started,
    foreign,
    fuzz: true,
    prepare,
  };
}

const boundary = "authzboundary";
// A 16x16 GIF by its magic bytes and header (the start refuses an image over 16 megapixels); ASCII
// only, so it survives being sent as a string body.
const gif = `GIF89a\u0010\u0000\u0010\u0000${"A".repeat(60)}`;

export const scrapingRoutes: Record<string, RouteSpec> = {
  "POST /api/scraping/website": startRoute("/api/scraping/website", () => ({ url: "https://acme.example" })),
  "POST /api/scraping/linkedin": startRoute(
    "/api/scraping/linkedin",
    (self) => ({
      userId: self.userId,
      searchUrl: "https://www.linkedin.com/search/results/people/?keywords=cto",
      numberOfResults: 10,
    }),
    "not_found",
  ), // the body names A's user: anyone else is a 404
  "POST /api/scraping/google-maps": startRoute("/api/scraping/google-maps", () => ({
    business: "Dentists",
    location: "Austin, TX",
    numberOfResults: 10,
  })),
  "POST /api/scraping/instagram": startRoute("/api/scraping/instagram", () => ({
    username: "natgeo",
    numberOfResults: 10,
  })),
  "POST /api/scraping/image-to-word": {
    access: { kind: "session", permission: "leads:write" },
    request: () => ({
      path: "/api/scraping/image-to-word",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: [
        `--${boundary}\r\nContent-Disposition: form-data; name="listName"\r\n\r\n${listName()}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="card.gif"\r\nContent-Type: image/gif\r\n\r\n${gif}\r\n`,
        `--${boundary}--\r\n`,
      ].join(""),
    }),
    mayChange: [...started, "scrape_uploads"],
    foreign: "own-workspace",
    prepare,
  },
  "GET /api/scraping/runs/[id]": {
    access: { kind: "session", permission: "leads:read" },
    request: (f) => ({ path: `/api/scraping/runs/${runOf(f)}`, params: { id: runOf(f) } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
    prepare,
  },
  "DELETE /api/scraping/runs/[id]": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({ path: `/api/scraping/runs/${runOf(f)}`, params: { id: runOf(f) } }),
    mayChange: ["scrape_runs", "lead_lists", "credit_transactions", "scrape_uploads"],
    foreign: "not_found",
    prepare,
  },
  "GET /api/scraping/runs/[id]/results": {
    access: { kind: "session", permission: "leads:read" },
    request: (f) => ({ path: `/api/scraping/runs/${runOf(f)}/results`, params: { id: runOf(f) } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
    prepare,
  },
};
