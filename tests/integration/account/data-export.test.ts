import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { dataExports, emails, leads, notifications, projects } from "@/db/schema";
import { dataExportCleanupJob } from "@/lib/account/data-export/cleanup-job";
import { dataExportJob } from "@/lib/account/data-export/job";
import { exportTables } from "@/lib/account/data-export/tables";
import { parseEnv, type Env } from "@/lib/env";
import { fileStorage } from "@/lib/storage";
import { startFakeS3, type FakeS3 } from "@/tests/fakes/s3";
import { callAction, callRoute, type Outcome } from "@/tests/integration/security/support/call";
import { createFixtures, type Fixtures } from "@/tests/integration/security/support/fixtures";
import { readZip } from "@/tests/support/zip-entries";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const envCache = globalThis as unknown as { __crmEnv?: Env };
const actions = "app/(studio)/data-privacy/actions.ts";
let folder: string;
let s3: FakeS3;

function useStorage(kind: "local" | "s3") {
  envCache.__crmEnv = parseEnv({
    ...process.env,
    STORAGE_DIR: join(folder, "storage"),
    ...(kind === "s3"
      ? {
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_REGION: s3.region,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          S3_FORCE_PATH_STYLE: "1",
        }
      : {}),
  });
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "crm-export-"));
  s3 = await startFakeS3();
});

afterAll(async () => {
  envCache.__crmEnv = undefined;
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

/** Workspace A with a formula-looking lead and a project; B's rows carry B's marker. */
async function seeded(): Promise<Fixtures> {
  const f = await createFixtures();
  const db = await getDb();
  await db.insert(leads).values({
    workspaceId: f.a.workspaceId,
    listId: f.a.listId,
    platform: "web",
    name: '=HYPERLINK("http://evil")',
    company: "Formula Co",
  });
  await db.insert(projects).values({
    workspaceId: f.a.workspaceId,
    name: `Project ${f.a.marker}`,
    description: "Dental",
    industry: "Dental",
  });
  await db.insert(projects).values({
    workspaceId: f.b.workspaceId,
    name: `Project ${f.b.marker}`,
    description: "Other",
    industry: "Other",
  });
  return f;
}

async function exportFor(f: Fixtures): Promise<string> {
  const started = await callAction(actions, "requestDataExportAction", [undefined, {}], f.a.owner.cookie);
  expect(started.kind, started.message).toBe("ok");
  const db = await getDb();
  const [row] = await db.select().from(dataExports).where(eq(dataExports.workspaceId, f.a.workspaceId));
  if (!row) throw new Error("no export row");
  await dataExportJob.handle({ exportId: row.id }, { jobId: "test", retryCount: 0 });
  return row.id;
}

async function zipOf(id: string): Promise<Map<string, Buffer>> {
  const db = await getDb();
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  const file = await fileStorage().get(row?.storageKey ?? "");
  if (!file) throw new Error("export not stored");
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return readZip(Buffer.concat(chunks));
}

const urlOf = (outcome: Outcome) => (JSON.parse(outcome.text) as { data: { url: string } }).data.url;

describe.each(["local", "s3"] as const)("Export my data (%s storage)", (kind) => {
  it("zips every record of the workspace as JSON and leads, lists, projects, campaigns and deliveries as CSV, then notifies and emails", async () => {
    useStorage(kind);
    const f = await seeded();
    const id = await exportFor(f);
    const entries = await zipOf(id);
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        "README.txt",
        "json/workspace.json",
        "json/members.json",
        "json/leads.json",
        "json/lead_lists.json",
        "json/projects.json",
        "json/credit_transactions.json",
        "csv/leads.csv",
        "csv/lists.csv",
        "csv/projects.csv",
        "json/campaigns.json",
        "json/campaign_deliveries.json",
        "csv/campaigns.csv",
        "csv/deliveries.csv",
      ]),
    );
    // Replies arrive with the inbox (next wave): no table, no file yet.
    expect(names.some((n) => /repl/.test(n))).toBe(false);

    const exportedLeads = JSON.parse(entries.get("json/leads.json")!.toString()) as {
      name: string;
      workspaceId: string;
    }[];
    expect(exportedLeads).toHaveLength(4);
    expect(exportedLeads.every((l) => l.workspaceId === f.a.workspaceId)).toBe(true);
    const whole = names.map((n) => entries.get(n)!.toString()).join("\n");
    expect(whole).toContain(f.a.marker);
    expect(whole).not.toContain(f.b.marker);
    expect(whole).not.toMatch(/passwordHash|password_hash/);

    const members = JSON.parse(entries.get("json/members.json")!.toString()) as { email: string }[];
    expect(members.map((m) => m.email).sort()).toEqual(
      [f.a.owner.email, f.a.admin.email, f.a.member.email].sort(),
    );
    const csv = entries.get("csv/leads.csv")!.toString();
    expect(csv.split("\r\n")[0]).toContain("name");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(entries.get("csv/projects.csv")!.toString()).toContain(`Project ${f.a.marker}`);

    const db = await getDb();
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, f.a.owner.userId), eq(notifications.title, "Your data export is ready")),
      );
    expect(told).toHaveLength(1);
    const mailed = await db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, f.a.owner.email), eq(emails.template, "data-export-ready")));
    expect(mailed).toHaveLength(1);
    if (kind === "s3")
      expect([...s3.objects.keys()]).toContain(`workspaces/${f.a.workspaceId}/exports/${id}.zip`);
  });

  it("gives a signed link only to its own workspace; a link for another workspace, tampered or expired is refused", async () => {
    useStorage(kind);
    const f = await seeded();
    const id = await exportFor(f);
    const path = `/api/data-exports/${id}`;
    const own = await callRoute(
      "app/api/data-exports/[id]/route.ts",
      "GET",
      { path, params: { id } },
      f.a.owner.cookie,
    );
    expect(own.kind).toBe("ok");
    expect(
      (
        await callRoute(
          "app/api/data-exports/[id]/route.ts",
          "GET",
          { path, params: { id } },
          f.b.owner.cookie,
        )
      ).kind,
    ).toBe("not_found");
    expect(
      (
        await callRoute(
          "app/api/data-exports/[id]/route.ts",
          "GET",
          { path, params: { id } },
          f.a.member.cookie,
        )
      ).kind,
    ).toBe("forbidden");
    const url = urlOf(own);

    if (kind === "s3") {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-disposition")).toMatch(
        /^attachment; filename="crm-pro-data-export-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect((await fetch(url.replace(f.a.workspaceId, f.b.workspaceId))).status).toBe(403);
      return;
    }
    const files = "app/api/files/route.ts";
    const served = await callRoute(files, "GET", { path: url }, f.a.owner.cookie);
    expect(served.kind).toBe("ok");
    expect(served.text.startsWith("PK")).toBe(true);
    // The same link with B's session, or none: the export stays with its workspace.
    expect((await callRoute(files, "GET", { path: url }, f.b.owner.cookie)).kind).toBe("not_found");
    expect((await callRoute(files, "GET", { path: url })).kind).toBe("not_found");
    const tampered = url.replace(/sig=[^&]+/, "sig=AAAA");
    expect((await callRoute(files, "GET", { path: tampered }, f.a.owner.cookie)).kind).toBe("not_found");
    const exp = new URL(url, "http://x").searchParams.get("exp");
    expect(
      (await callRoute(files, "GET", { path: url.replace(`exp=${exp}`, "exp=1000") }, f.a.owner.cookie)).kind,
    ).toBe("not_found");
  });
});

describe("export coverage", () => {
  it("exports every table that has a workspace_id column (a new table fails here until it is listed)", async () => {
    const db = await getDb();
    const result = (await db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'workspace_id'`,
    )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
    const withWorkspace = (result.rows ?? result).map((r) => r.table_name).sort();
    const exported = new Set(exportTables.map((entry) => getTableName(entry.table)));
    expect(withWorkspace.filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe("export job", () => {
  it("is idempotent: a second delivery of a finished export changes nothing", async () => {
    useStorage("local");
    const f = await seeded();
    const id = await exportFor(f);
    await dataExportJob.handle({ exportId: id }, { jobId: "again", retryCount: 1 });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.toAddress, f.a.owner.email), eq(emails.template, "data-export-ready"))),
    ).toHaveLength(1);
  });

  it("a second click while one is pending starts no second export", async () => {
    useStorage("local");
    const f = await createFixtures();
    const first = await callAction(actions, "requestDataExportAction", [undefined, {}], f.a.owner.cookie);
    const second = await callAction(actions, "requestDataExportAction", [undefined, {}], f.a.admin.cookie);
    expect(first.message).toMatch(/has started/);
    expect(second.message).toMatch(/already being prepared/);
    const db = await getDb();
    expect(
      await db.select().from(dataExports).where(eq(dataExports.workspaceId, f.a.workspaceId)),
    ).toHaveLength(1);
  });

  it("the hourly cleanup removes exports finished more than 7 days ago, zip and row, and keeps newer and pending ones", async () => {
    useStorage("local");
    const f = await seeded();
    const oldId = await exportFor(f);
    const db = await getDb();
    const [old] = await db.select().from(dataExports).where(eq(dataExports.id, oldId));
    const oldKey = old?.storageKey ?? "";
    expect(await fileStorage().exists(oldKey)).toBe(true);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await db.update(dataExports).set({ finishedAt: eightDaysAgo }).where(eq(dataExports.id, oldId));
    const [recent] = await db
      .insert(dataExports)
      .values({
        workspaceId: f.a.workspaceId,
        status: "ready",
        storageKey: `workspaces/${f.a.workspaceId}/exports/recent.zip`,
        finishedAt: new Date(Date.now() - 6 * 86_400_000),
      })
      .returning({ id: dataExports.id });
    const [failedOld] = await db
      .insert(dataExports)
      .values({ workspaceId: f.b.workspaceId, status: "failed", error: "x", finishedAt: eightDaysAgo })
      .returning({ id: dataExports.id });
    const [pending] = await db
      .insert(dataExports)
      .values({ workspaceId: f.b.workspaceId, createdAt: eightDaysAgo })
      .returning({ id: dataExports.id });

    await dataExportCleanupJob.handle({}, { jobId: "cleanup", retryCount: 0 });
    const left = (await db.select({ id: dataExports.id }).from(dataExports)).map((r) => r.id);
    expect(left).not.toContain(oldId);
    expect(left).not.toContain(failedOld?.id);
    expect(left).toEqual(expect.arrayContaining([recent?.id, pending?.id]));
    expect(await fileStorage().exists(oldKey)).toBe(false);
    expect(dataExportCleanupJob.schedule).toBe("23 * * * *");

    // A second run finds nothing more to do.
    await dataExportCleanupJob.handle({}, { jobId: "cleanup-2", retryCount: 0 });
    expect((await db.select({ id: dataExports.id }).from(dataExports)).map((r) => r.id).sort()).toEqual(
      left.sort(),
    );
  });
});
