/**
 * What a scrape start stores of its request: the platform's named parameters and the upload's name,
 * capped; extra fields (a 5 MB one, workspaceId, credits) are neither stored nor obeyed.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { leadLists, scrapeRuns } from "@/db/schema";
import { call, signIn } from "../leads/route-support";
import { createTenant, getCreditBalance, grantCredits } from "./support";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () =>
    (globalThis as unknown as { __leadsTestSession: unknown }).__leadsTestSession,
}));
vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));

const imageRoute = await import("@/app/api/scraping/image-to-word/route");
const website = await import("@/app/api/scraping/website/route");
const leadListsRoute = await import("@/app/api/lead-lists/route");

const png = fs.readFileSync(path.join(__dirname, "../../fixtures/images/contact-card.png"));
const fiveMegabytes = "x".repeat(5 * 1024 * 1024);

async function runAndList(workspaceId: string) {
  const db = await getDb();
  const [run] = await db.select().from(scrapeRuns).where(eq(scrapeRuns.workspaceId, workspaceId));
  const [list] = await db.select().from(leadLists).where(eq(leadLists.workspaceId, workspaceId));
  return { run, list };
}

describe("scrape start fields", () => {
  it("an upload with a 5 MB extra field, workspaceId and credits stores only the named fields", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    signIn(tenant);
    const form = new FormData();
    form.append("listName", "Cards");
    form.append("description", "Business cards");
    form.append("padding", fiveMegabytes);
    form.append("workspaceId", other.workspaceId);
    form.append("credits", "1000000");
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), `${"n".repeat(400)}.png`);
    const response = await call(imageRoute.POST, {
      path: "/api/scraping/image-to-word",
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(202);
    const { run, list } = await runAndList(tenant.workspaceId);
    expect(Object.keys(list?.scrapeDetails ?? {})).toEqual(["image"]);
    expect(String(list?.scrapeDetails?.image).length).toBeLessThanOrEqual(200);
    expect(run?.input).toEqual({});
    expect(list?.description).toBe("Business cards");
    expect((await runAndList(other.workspaceId)).list).toBeUndefined();
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(4.2);
  });

  it("a named form field past its cap is refused before anything is stored", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    signIn(tenant);
    const form = new FormData();
    form.append("listName", "Cards");
    form.append("description", fiveMegabytes);
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "card.png");
    const response = await call(imageRoute.POST, {
      path: "/api/scraping/image-to-word",
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await runAndList(tenant.workspaceId)).toEqual({ run: undefined, list: undefined });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);
  });

  it("a JSON start with extra keys stores the platform's parameters only", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    signIn(tenant);
    const json = {
      url: "https://acme.example",
      listName: "Acme",
      workspaceId: crypto.randomUUID(),
      credits: 99,
      padding: "y".repeat(500_000),
    };
    const response = await call(website.POST, { path: "/api/scraping/website", method: "POST", json });
    expect(response.status).toBe(202);
    const { list } = await runAndList(tenant.workspaceId);
    expect(list?.scrapeDetails).toEqual({ url: "https://acme.example" });
  });

  it("a list created through the API keeps only the scrape details the schema names", async () => {
    const tenant = await createTenant();
    signIn(tenant);
    const json = {
      listName: "Maps list",
      platform: "maps",
      scrapeDetails: {
        business: "Dentists",
        location: "Testville",
        workspaceId: crypto.randomUUID(),
        credits: 1e6,
        padding: "z".repeat(500_000),
      },
    };
    const response = await call(leadListsRoute.POST, { path: "/api/lead-lists", method: "POST", json });
    expect(response.status).toBe(201);
    const { list } = await runAndList(tenant.workspaceId);
    expect(list?.scrapeDetails).toEqual({ business: "Dentists", location: "Testville" });
    const tooLong = await call(leadListsRoute.POST, {
      path: "/api/lead-lists",
      method: "POST",
      json: { listName: "Long", platform: "maps", scrapeDetails: { business: "b".repeat(5000) } },
    });
    expect(tooLong.status).toBe(400);
  });
});
