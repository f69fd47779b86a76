/**
 * The scraping routes end to end through withWorkspace: a start answers 202 with the run, the run's
 * status and results follow it, cancel settles it; bad uploads (not an image by its bytes, too large,
 * missing) are refused before anything is created or charged.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { leadLists, scrapeRuns } from "@/db/schema";
import { call, signIn } from "../leads/route-support";
import { createTenant, fakeLeads, getCreditBalance, grantCredits, runRow } from "./support";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () =>
    (globalThis as unknown as { __leadsTestSession: unknown }).__leadsTestSession,
}));
vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));
vi.mock("@/lib/scraping/providers", async () => {
  const { testProvider: make } = await import("./support");
  const { z } = await import("zod");
  const web = make(async (_i, ctx) => {
    await ctx.progress({ unitsDone: 1, unitsTotal: 1, unitLabel: "pages", found: 2 });
    await ctx.save((await import("./support")).fakeLeads(0, 2));
  });
  const image = {
    ...web,
    platform: "image-to-word",
    leadPlatform: "ocr",
    input: z.object({}).passthrough(),
    run: async () => {},
  };
  return { getProvider: (p: string) => (p === "web" ? web : p === "image-to-word" ? image : undefined) };
});

const website = await import("@/app/api/scraping/website/route");
const imageRoute = await import("@/app/api/scraping/image-to-word/route");
const runRoute = await import("@/app/api/scraping/runs/[id]/route");
const resultsRoute = await import("@/app/api/scraping/runs/[id]/results/route");
const { executeRun } = await import("@/lib/scraping/run-scrape");

const png = fs.readFileSync(path.join(__dirname, "../../fixtures/images/contact-card.png"));

function imageForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("listName", `Images ${Math.random()}`);
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function workspaceRuns(workspaceId: string) {
  const db = await getDb();
  return db.select().from(scrapeRuns).where(eq(scrapeRuns.workspaceId, workspaceId));
}

describe("scraping routes", () => {
  it("starts a website scrape (202), follows it, lists and downloads its results, in the spec's file names", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    signIn(tenant);
    const started = await call(website.POST, {
      path: "/api/scraping/website",
      method: "POST",
      json: { url: "https://acme.example", listName: "Acme", description: " Our sites " },
    });
    expect(started.status).toBe(202);
    const { run } = (await started.json()) as { run: { id: string; status: string; listId: string } };
    expect(run.status).toBe("queued");
    const db = await getDb();
    const [list] = await db.select().from(leadLists).where(eq(leadLists.id, run.listId));
    expect(list?.description).toBe("Our sites");

    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    const status = await call(runRoute.GET, { path: `/api/scraping/runs/${run.id}`, params: { id: run.id } });
    const body = (await status.json()) as {
      run: { status: string; savedCount: number; progress: { found: number } };
    };
    expect(body.run).toMatchObject({ status: "succeeded", savedCount: 1, progress: { found: 2 } });

    const results = await call(resultsRoute.GET, {
      path: `/api/scraping/runs/${run.id}/results`,
      params: { id: run.id },
    });
    const table = (await results.json()) as {
      total: number;
      truncated: boolean;
      data: Record<string, string>[];
    };
    expect(table.total).toBe(1);
    expect(table.truncated).toBe(false);
    expect(table.data[0]?.emails).toBe("info0@example.com");

    for (const [format, type] of [
      ["csv", "text/csv"],
      ["doc", "application/msword"],
      ["md", "text/markdown"],
      ["txt", "text/plain"],
    ] as const) {
      const file = await call(resultsRoute.GET, {
        path: `/api/scraping/runs/${run.id}/results?format=${format}`,
        params: { id: run.id },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toContain(type);
      expect(file.headers.get("content-disposition")).toMatch(
        new RegExp(`filename="web_results_\\d{4}-\\d{2}-\\d{2}_[\\d-]+\\.${format}"`),
      );
      expect((await file.text()).replaceAll("\\", "")).toContain("info0@example.com"); // Markdown escapes the dot
    }

    // Another workspace sees none of it.
    const other = await createTenant();
    signIn(other);
    expect(
      (await call(runRoute.GET, { path: `/api/scraping/runs/${run.id}`, params: { id: run.id } })).status,
    ).toBe(404);
    expect(
      (
        await call(runRoute.DELETE, {
          path: `/api/scraping/runs/${run.id}`,
          method: "DELETE",
          params: { id: run.id },
        })
      ).status,
    ).toBe(404);
  });

  it("cancels a queued run through DELETE and releases its credits", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    signIn(tenant);
    const started = await call(website.POST, {
      path: "/api/scraping/website",
      method: "POST",
      json: { url: "https://acme.example", listName: "Cancel me" },
    });
    const { run } = (await started.json()) as { run: { id: string } };
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(4);
    const cancelled = await call(runRoute.DELETE, {
      path: `/api/scraping/runs/${run.id}`,
      method: "DELETE",
      params: { id: run.id },
    });
    expect(cancelled.status).toBe(200);
    expect((await runRow(run.id)).status).toBe("cancelled");
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);
  });

  it("answers not enough credits with a 409 naming the need, the balance and /billing", async () => {
    const tenant = await createTenant();
    signIn(tenant);
    const response = await call(website.POST, {
      path: "/api/scraping/website",
      method: "POST",
      json: { url: "https://acme.example", listName: "Broke" },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Not enough credits: this scrape needs 1 credits and your balance is 0. Buy more credits on the Billing page (/billing).",
    );
    expect(await workspaceRuns(tenant.workspaceId)).toEqual([]);
  });

  it("refuses uploads that are not images by their bytes, too large or missing, before charging", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    signIn(tenant);
    const post = (form: FormData) =>
      call(imageRoute.POST, { path: "/api/scraping/image-to-word", method: "POST", body: form });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><text>hi</text></svg>');
    const refusedSvg = await post(imageForm(svg, "card.png", "image/png"));
    expect(refusedSvg.status).toBe(400);
    expect(((await refusedSvg.json()) as { message: string }).message).toMatch(/not an image/);
    const html = new TextEncoder().encode("<html><body>hello</body></html>");
    expect((await post(imageForm(html, "card.jpg", "image/jpeg"))).status).toBe(400);
    const huge = new Uint8Array(10 * 1024 * 1024 + 200 * 1024);
    huge.set(png.subarray(0, 64));
    expect((await post(imageForm(huge, "huge.png", "image/png"))).status).toBe(413);
    const none = new FormData();
    none.append("listName", "No image");
    const missing = await post(none);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe("Please upload an image");
    expect(await workspaceRuns(tenant.workspaceId)).toEqual([]);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);

    const accepted = await post(imageForm(png, "contact-card.png", "image/png"));
    expect(accepted.status).toBe(202);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(4.2);
  });
});
void fakeLeads;
