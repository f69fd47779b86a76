/**
 * Find contacts and the website scraper's many URLs, with the real web provider crawling sites served
 * on loopback (opened through the guard's allow-list): one run over many sites, one site's credits
 * reserved per site and charged per lead that gained contacts, what was found added to the same lead
 * with its source, skipped leads counted, another workspace's leads and lists out of reach.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { leadFoundRecords, leadLists, leads, scrapeRuns } from "@/db/schema";
import { getFoundRecords } from "@/lib/leads/found-records";
import { createWebScrapeConfig, type WebScrapeConfig } from "@/lib/scraping/web/scrape-site";
import { MAX_SITES_PER_RUN } from "@/lib/scraping/web/site-list";
import { importCsv, type Tenant } from "../leads/support";
import { createTenant, getCreditBalance, grantCredits, runLedger, runRow } from "./support";
import { contactVersion } from "@/lib/leads/contact";

vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));
const { startFindContacts } = await import("@/lib/scraping/find-contacts/start");
const { startScrape } = await import("@/lib/scraping/start");
const { executeRun } = await import("@/lib/scraping/run-scrape");
const { saveRunLeads } = await import("@/lib/scraping/save-leads");

const pages = {
  contacts: `<!doctype html><html><head><title>Alpha Works</title></head><body><h1>Alpha Works</h1>
    <p>Write to <a href="mailto:hello@alphaworks.co.uk">hello@alphaworks.co.uk</a> or call
    <a href="tel:+442079460123">+44 20 7946 0123</a>.</p>
    <a href="https://www.linkedin.com/company/alpha-works">LinkedIn</a></body></html>`,
  empty: `<!doctype html><html><head><title>Beta</title></head><body><p>Coming soon.</p></body></html>`,
};

const servers: http.Server[] = [];
let config: WebScrapeConfig;
const site: Record<keyof typeof pages, string> = { contacts: "", empty: "" };
const cache = globalThis as unknown as { __crmWebScrape?: WebScrapeConfig };
let saved: WebScrapeConfig | undefined;

function serve(html: string): Promise<string> {
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://x").pathname !== "/") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  site.contacts = await serve(pages.contacts);
  site.empty = await serve(pages.empty);
  config = createWebScrapeConfig({
    appUrl: "http://localhost:3000",
    allowHosts: Object.values(site)
      .map((b) => new URL(b).host)
      .join(","),
  });
  saved = cache.__crmWebScrape;
  cache.__crmWebScrape = config;
});

afterAll(async () => {
  cache.__crmWebScrape = saved;
  await config.agent.close();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Imports four leads: two searchable (a website, no email), one without a website, one with an email. */
async function fourLeads(tenant: Tenant) {
  const csv = [
    "Name,Company,Website,Email",
    `Alpha,Alpha Works,${site.contacts},`,
    `Beta,Beta Ltd,${site.empty},`,
    "Gamma,Gamma Ltd,,",
    `Delta,Delta Ltd,${site.contacts},delta@delta.example`,
  ].join("\n");
  const report = await importCsv(tenant, csv);
  expect(report.imported).toBe(4);
  const db = await getDb();
  const rows = await db
    .select()
    .from(leads)
    .where(eq(leads.workspaceId, tenant.workspaceId))
    .orderBy(leads.id);
  const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
  return { rows, byName, listId: rows[0]!.listId };
}

async function lead(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error("lead not found");
  return row;
}

describe("Find contacts", () => {
  it("searches the selected leads with a website and no email in one run, fills the same lead with its source and charges per lead filled", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const { rows, byName } = await fourLeads(tenant);
    const other = await createTenant();
    const foreign = await fourLeads(other);

    const started = await startFindContacts({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      input: { leadIds: [...rows.map((r) => r.id), foreign.byName.Alpha!.id] },
    });
    expect(started).toMatchObject({ sites: 2, skipped: 2, overCap: 0 });
    const run = started.run!;
    expect(run.listId).toBeNull();
    expect(run.estimate).toBe(2);
    expect(run.creditsReserved).toBe(2);
    expect(run.input).toEqual({
      urls: [`${site.contacts}/`, `${site.empty}/`],
      leadIds: [byName.Alpha!.id, byName.Beta!.id],
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(8);

    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    const done = await runRow(run.id);
    expect(done.status).toBe("succeeded");
    expect(done.progress).toMatchObject({ unitsDone: 2, unitsTotal: 2, unitLabel: "sites", found: 2 });
    // Alpha gained contacts (charged); Beta's site had nothing new (not charged).
    expect(done.savedCount).toBe(1);
    expect(done.creditsCharged).toBe(1);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(9);
    expect((await runLedger(tenant.workspaceId, run.id)).map((e) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ["reservation", -2],
        ["refund", 2],
        ["charge", -1],
      ]),
    );

    const alpha = await lead(byName.Alpha!.id);
    expect(alpha.email).toBe("hello@alphaworks.co.uk");
    expect(alpha.emails).toEqual([{ address: "hello@alphaworks.co.uk", status: "unchecked", source: "web" }]);
    expect(alpha.phone).toBe("+442079460123");
    expect(alpha.phones[0]).toMatchObject({ number: "+442079460123", e164: true, source: "web" });
    expect(alpha.socials).toEqual([
      expect.objectContaining({
        network: "linkedin",
        url: expect.stringContaining("alpha-works"),
        source: "web",
      }),
    ]);
    expect(alpha.provenance).toMatchObject({
      name: "csv",
      company: "csv",
      emails: "web",
      phones: "web",
      socials: "web",
    });
    expect(alpha.matchKeys).toContain(`${tenant.workspaceId.slice(-12)}:e:hello@alphaworks.co.uk`);
    // The same leads, no new ones; the others untouched.
    const db = await getDb();
    expect(await db.$count(leads, eq(leads.workspaceId, tenant.workspaceId))).toBe(4);
    expect((await lead(byName.Beta!.id)).emails).toEqual([]);
    expect((await lead(byName.Delta!.id)).emails.map((e) => e.address)).toEqual(["delta@delta.example"]);
    expect((await lead(foreign.byName.Alpha!.id)).email).toBeNull();

    // Each site's whole answer is kept beside the lead it was read for, as it came; none for the foreign lead.
    const alphaFound = await getFoundRecords({ workspaceId: tenant.workspaceId, leadId: byName.Alpha!.id });
    expect(alphaFound).toEqual([
      { platform: "web", foundAt: expect.any(Date), record: expect.objectContaining({}) },
    ]);
    expect(JSON.stringify(alphaFound[0]!.record)).toContain("hello@alphaworks.co.uk");
    expect(await getFoundRecords({ workspaceId: tenant.workspaceId, leadId: byName.Beta!.id })).toHaveLength(
      1,
    );
    expect(await getFoundRecords({ workspaceId: tenant.workspaceId, leadId: byName.Gamma!.id })).toEqual([]);
    expect(await getFoundRecords({ workspaceId: other.workspaceId, leadId: byName.Alpha!.id })).toEqual([]);
    expect(await db.$count(leadFoundRecords, eq(leadFoundRecords.workspaceId, other.workspaceId))).toBe(0);
  });

  it("a site read again after a worker died adds nothing twice and counts its lead once", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const { byName } = await fourLeads(tenant);
    const alphaId = byName.Alpha!.id;
    const started = await startFindContacts({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      input: { leadIds: [alphaId] },
    });
    const run = started.run!;
    const db = await getDb();
    // A worker holds the run; its save commits, then it dies and its successor reads the site again.
    await db.update(scrapeRuns).set({ status: "running" }).where(eq(scrapeRuns.id, run.id));
    const finding = {
      externalId: `${site.contacts}/`,
      name: "Alpha Works",
      leadId: alphaId,
      data: { jsonOutput: { company: "Alpha Works", emails: ["hello@alphaworks.co.uk"] } },
      email: "hello@alphaworks.co.uk",
    };
    const save = () =>
      saveRunLeads({ workspaceId: tenant.workspaceId, runId: run.id, leadPlatform: "web", batch: [finding] });
    expect(await save()).toBe(1);
    expect(await save()).toBe(1);
    expect((await runRow(run.id)).savedCount).toBe(1);
    expect((await lead(alphaId)).emails.map((e) => e.address)).toEqual(["hello@alphaworks.co.uk"]);
    expect(await getFoundRecords({ workspaceId: tenant.workspaceId, leadId: alphaId })).toEqual([
      { platform: "web", foundAt: expect.any(Date), record: finding.data },
    ]);
  });

  it("on a list searches its leads; another workspace's list is a 404 and nothing is reserved", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const { listId } = await fourLeads(tenant);
    const other = await createTenant();
    await grantCredits(other.workspaceId, 10);

    await expect(
      startFindContacts({ workspaceId: other.workspaceId, userId: other.userId, input: { listId } }),
    ).rejects.toMatchObject({ code: "not_found:lead_list", message: "List not found." });
    expect(await getCreditBalance({ workspaceId: other.workspaceId })).toBe(10);

    const started = await startFindContacts({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      input: { listId },
    });
    expect(started).toMatchObject({ sites: 2, skipped: 2 });
  });

  it("starts nothing and charges nothing when no chosen lead can be searched", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const { byName } = await fourLeads(tenant);
    const started = await startFindContacts({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      input: { leadIds: [byName.Gamma!.id, byName.Delta!.id] },
    });
    expect(started).toEqual({ run: null, sites: 0, skipped: 2, overCap: 0 });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(10);
  });

  it("searches a lead saved before the contact record by the website its source gave, and another workspace's is never mapped", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const other = await createTenant();
    const db = await getDb();
    // A Maps lead as it was saved before the contact columns existed: the website only in its platform data.
    const oldMapsLead = async (workspaceId: string) => ({
      workspaceId,
      listId: (
        await db
          .insert(leadLists)
          .values({ workspaceId, name: "Bakeries", kind: "scrape", platform: "maps" })
          .returning({ id: leadLists.id })
      )[0]!.id,
      platform: "maps" as const,
      name: "Alpha Works",
      data: { maps_link: "https://maps.google.com/?cid=7", website_link: `${site.contacts}/` },
    });
    const [mine] = await db
      .insert(leads)
      .values(await oldMapsLead(tenant.workspaceId))
      .returning();
    const [foreign] = await db
      .insert(leads)
      .values(await oldMapsLead(other.workspaceId))
      .returning();
    expect(mine!.contactVersion).toBe(0);

    const started = await startFindContacts({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      input: { leadIds: [mine!.id, foreign!.id] },
    });
    expect(started).toMatchObject({ sites: 1, skipped: 0 });
    expect(started.run!.input).toMatchObject({ urls: [`${site.contacts}/`], leadIds: [mine!.id] });
    expect(await lead(mine!.id)).toMatchObject({ contactVersion, website: `${site.contacts}/` });
    expect(await lead(foreign!.id)).toMatchObject({ contactVersion: 0, website: null });

    await executeRun({ workspaceId: tenant.workspaceId, runId: started.run!.id });
    const filled = await lead(mine!.id);
    expect(filled.emails.map((e) => e.address)).toEqual(["hello@alphaworks.co.uk"]);
  });

  it("refuses to start without the credits for every site", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 1);
    const { rows } = await fourLeads(tenant);
    await expect(
      startFindContacts({
        workspaceId: tenant.workspaceId,
        userId: tenant.userId,
        input: { leadIds: rows.map((r) => r.id) },
      }),
    ).rejects.toMatchObject({ code: "conflict:not_enough_credits" });
    const db = await getDb();
    const untouched = await db
      .select({ email: leads.email })
      .from(leads)
      .where(and(eq(leads.workspaceId, tenant.workspaceId), inArray(leads.name, ["Alpha", "Beta"])));
    expect(untouched).toEqual([{ email: null }, { email: null }]);
  });
});

describe("the website scraper with many URLs", () => {
  const start = (tenant: Tenant, parameters: Record<string, unknown>) =>
    startScrape({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      platform: "web",
      parameters,
      target: { listName: `Sites ${Math.random()}`, description: null },
    });

  it("reads every site once in one run, one lead and one credit per site", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const run = await start(tenant, {
      url: `${site.contacts}\n\n  ${site.empty}/  \n${site.contacts.toUpperCase().replace("HTTP", "http")}`,
      urls: [site.empty],
    });
    expect(run.input).toEqual({ urls: [site.contacts, `${site.empty}/`] });
    expect(run.estimate).toBe(2);
    expect(run.creditsReserved).toBe(2);
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    const done = await runRow(run.id);
    expect(done).toMatchObject({ status: "succeeded", savedCount: 2, creditsCharged: 2 });
    const db = await getDb();
    const saved = await db.select().from(leads).where(eq(leads.listId, run.listId)).orderBy(leads.id);
    // Sites are read a few at once: saved in the order they finished.
    expect(Object.fromEntries(saved.map((l) => [new URL(l.url ?? "").origin, l.email]))).toEqual({
      [site.contacts]: "hello@alphaworks.co.uk",
      [site.empty]: null,
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(8);
  });

  it("fails only when no site could be read, saying how many were tried and the first one's reason", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const run = await start(tenant, { url: `${site.contacts}/moved-away\n${site.empty}/gone` });
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    const done = await runRow(run.id);
    expect(done).toMatchObject({ status: "failed", savedCount: 0, creditsCharged: 0 });
    expect(done.errorMessage).toMatch(
      /^Failed to start scraping: None of the 2 sites could be read\. The first: .*(404|not found)/i,
    );
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(10);
  });

  it("refuses a bad URL with its line and reason, and more sites than the cap, before anything is charged", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 100);
    await expect(
      start(tenant, { url: `${site.contacts}\nnot a url\nhttp://10.0.0.1/` }),
    ).rejects.toMatchObject({
      code: "bad_request:parameters",
      message: "Line 2 (not a url): Enter a full web address starting with http:// or https://",
      fieldErrors: {
        url: [expect.stringMatching(/^Line 2 /), expect.stringMatching(/^Line 3 \(http:\/\/10\.0\.0\.1\/\)/)],
      },
    });
    const many = Array.from({ length: MAX_SITES_PER_RUN + 1 }, (_, i) => `https://site${i}.example.com`);
    await expect(start(tenant, { urls: many })).rejects.toMatchObject({
      message: `Up to ${MAX_SITES_PER_RUN} websites per run: ${MAX_SITES_PER_RUN + 1} were given. Split them into several runs.`,
    });
    await expect(start(tenant, { url: " \n " })).rejects.toMatchObject({
      message: "Please fill in required fields: Website URL",
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(100);
  });
});
