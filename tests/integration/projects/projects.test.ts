import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as byId from "@/app/api/projects/[id]/route";
import { POST as retryAi } from "@/app/api/projects/[id]/retry-ai/route";
import * as collection from "@/app/api/projects/route";
import { getDb } from "@/db";
import { leadListMembers, leadLists, leads, projectAnalysisRuns, projects, scrapeRuns } from "@/db/schema";
import { loadSampleData } from "@/lib/leads/sample-data";
import { projectAnalysisJob } from "@/lib/projects/job";
import { projectAnalysisSweepJob } from "@/lib/projects/sweep-job";
import { getProject, listProjectIndustries, listProjectsPage } from "@/lib/projects/queries";
import { call, signIn } from "../leads/route-support";
import { createTenant, type Tenant } from "../leads/support";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () => (globalThis as { __leadsTestSession?: unknown }).__leadsTestSession ?? null,
}));

type Queued = { workspaceId: string; runId: string };
const queued: Queued[] = [];
vi.mock("@/lib/jobs/enqueue", () => ({
  enqueue: async (_job: unknown, data: Queued) => {
    queued.push(data);
    return "job-id";
  },
}));

const failures = { analysis: false };
vi.mock("@/lib/projects/analysis", async (importActual) => {
  const actual = await importActual<typeof import("@/lib/projects/analysis")>();
  return {
    ...actual,
    analyseProject: async (...args: Parameters<typeof actual.analyseProject>) => {
      if (failures.analysis) throw new Error("analysis store unavailable");
      return actual.analyseProject(...args);
    },
  };
});

const dental = {
  name: "Smiles",
  description: "Dental clinic in Singapore offering braces",
  industry: "Dental",
  pricing_range: "Under $1,000",
  target_audience: "Families",
};
let me: Tenant;
let other: Tenant;

async function create(json: Record<string, unknown> = dental) {
  const response = await call(collection.POST, { path: "/api/projects", method: "POST", json });
  return {
    response,
    body: (await response.json()) as {
      id: string;
      data: Record<string, unknown>;
      fieldErrors?: Record<string, string[]>;
    },
  };
}

async function runLastJob(retryCount = 0) {
  const data = queued.at(-1)!;
  await projectAnalysisJob.handle(data, { jobId: "test", retryCount });
}

beforeEach(async () => {
  queued.length = 0;
  failures.analysis = false;
  me = await createTenant();
  other = await createTenant();
  signIn(me);
});

describe("projects (spec part 2 sections 4, 5 and 7)", () => {
  it("creates a project that starts analysing, and the job fills ai_analysis from the recommender", async () => {
    const { response, body } = await create();
    expect(response.status).toBe(201);
    expect(body.data).toMatchObject({ name: "Smiles", isAnalysing: true, isError: false, ai_analysis: null });
    expect(queued).toHaveLength(1);
    await runLastJob();
    const project = (await getProject({ workspaceId: me.workspaceId, id: body.id }))!;
    expect(project.analysisStatus).toBe("ready");
    expect(project.aiAnalysis?.recommendations[0]).toMatchObject({
      platform: "Google Maps",
      recommend: true,
    });
    expect(project.aiAnalysis?.insights.length).toBeGreaterThan(0);
    expect(project.aiAnalysis?.targetKeywords).toContain("Dental");
  });

  it("answers 404 for another workspace's project on every call, and lists only the caller's", async () => {
    const { body } = await create();
    signIn(other);
    const params = { id: body.id };
    expect((await call(byId.GET, { path: `/api/projects/${body.id}`, params })).status).toBe(404);
    expect(
      (await call(byId.PUT, { path: `/api/projects/${body.id}`, method: "PUT", params, json: dental }))
        .status,
    ).toBe(404);
    expect(
      (await call(byId.DELETE, { path: `/api/projects/${body.id}`, method: "DELETE", params })).status,
    ).toBe(404);
    expect(
      (await call(retryAi, { path: `/api/projects/${body.id}/retry-ai`, method: "POST", params })).status,
    ).toBe(404);
    const list = await (await call(collection.GET, { path: "/api/projects" })).json();
    expect(list.data).toEqual([]);
    expect((await getProject({ workspaceId: me.workspaceId, id: body.id }))?.deletedAt).toBeNull();
  });

  it("marks the error after the last attempt, and Retry clears the analysis and queues again", async () => {
    const { body } = await create();
    failures.analysis = true;
    await expect(runLastJob(0)).rejects.toThrow("analysis store unavailable");
    expect((await getProject({ workspaceId: me.workspaceId, id: body.id }))?.analysisStatus).toBe(
      "analysing",
    );
    await runLastJob(2);
    const failed = await call(byId.GET, { path: `/api/projects/${body.id}`, params: { id: body.id } });
    expect((await failed.json()).data).toMatchObject({ isAnalysing: false, isError: true });

    failures.analysis = false;
    const retried = await call(retryAi, {
      path: `/api/projects/${body.id}/retry-ai`,
      method: "POST",
      params: { id: body.id },
    });
    expect((await retried.json()).data).toMatchObject({
      isAnalysing: true,
      isError: false,
      ai_analysis: null,
    });
    expect(queued).toHaveLength(2);
    expect(queued[1]!.runId).not.toBe(queued[0]!.runId);
    await runLastJob();
    expect((await getProject({ workspaceId: me.workspaceId, id: body.id }))?.analysisStatus).toBe("ready");
  });

  it("a run queued before the latest edit ends without writing (a newer run supersedes it)", async () => {
    const { body } = await create();
    const stale = queued[0]!;
    const edited = await call(byId.PUT, {
      path: `/api/projects/${body.id}`,
      method: "PUT",
      params: { id: body.id },
      json: { ...dental, description: "B2B SaaS for HR managers at mid-sized companies" },
    });
    expect(edited.status).toBe(200);
    await projectAnalysisJob.handle(stale, { jobId: "old", retryCount: 0 });
    expect((await getProject({ workspaceId: me.workspaceId, id: body.id }))?.analysisStatus).toBe(
      "analysing",
    );
    await runLastJob();
    const project = (await getProject({ workspaceId: me.workspaceId, id: body.id }))!;
    expect(project.aiAnalysis?.recommendations.find((r) => r.recommend)?.platform).toBe("LinkedIn");
  });

  it("the sweep queues a run the queue never took, and fails the card when a dead worker used the last attempt", async () => {
    const { body } = await create();
    const runId = queued[0]!.runId;
    const db = await getDb();
    const age = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await db
      .update(projectAnalysisRuns)
      .set({ createdAt: age(600) })
      .where(eq(projectAnalysisRuns.id, runId));
    await projectAnalysisSweepJob.handle({}, { jobId: "sweep", retryCount: 0 });
    expect(queued.map((q) => q.runId)).toEqual([runId, runId]);

    await db
      .update(projectAnalysisRuns)
      .set({ status: "running", attempts: 3, claimedBy: "dead/2", heartbeatAt: age(3600) })
      .where(eq(projectAnalysisRuns.id, runId));
    await projectAnalysisSweepJob.handle({}, { jobId: "sweep", retryCount: 0 });
    expect(queued).toHaveLength(2);
    const [run] = await db.select().from(projectAnalysisRuns).where(eq(projectAnalysisRuns.id, runId));
    expect(run).toMatchObject({ status: "failed", claimedBy: null });
    const failed = await call(byId.GET, { path: `/api/projects/${body.id}`, params: { id: body.id } });
    expect((await failed.json()).data).toMatchObject({ isAnalysing: false, isError: true });
  });

  it("By Project's page: search, Industry and paging applied in SQL, only the caller's workspace", async () => {
    await create();
    await create({
      ...dental,
      name: "HR suite",
      description: "B2B SaaS for HR managers",
      industry: "Software",
    });
    await create({ ...dental, name: "Smiles North", industry: "Software" });
    signIn(other);
    await create({ ...dental, name: "Someone else's", industry: "Retail" });
    const mine = { workspaceId: me.workspaceId, page: 1, perPage: 2 };

    const first = await listProjectsPage(mine);
    expect(first).toMatchObject({ matching: 3, workspaceTotal: 3 });
    expect(first.rows.map((p) => p.name)).toEqual(["Smiles North", "HR suite"]);
    const second = await listProjectsPage({ ...mine, page: 2 });
    expect(second.rows.map((p) => p.name)).toEqual(["Smiles"]);

    const software = await listProjectsPage({ ...mine, industry: "Software", q: "smiles" });
    expect(software.rows.map((p) => p.name)).toEqual(["Smiles North"]);
    expect(software).toMatchObject({ matching: 1, workspaceTotal: 3 });
    expect((await listProjectsPage({ ...mine, q: "hr managers" })).rows.map((p) => p.name)).toEqual([
      "HR suite",
    ]);
    expect((await listProjectsPage({ ...mine, q: "100%_" })).matching).toBe(0);
    expect((await listProjectsPage({ ...mine, q: "SMÏLES NÖRTH" })).rows.map((p) => p.name)).toEqual([
      "Smiles North",
    ]);
    expect(await listProjectIndustries({ workspaceId: me.workspaceId })).toEqual(["Dental", "Software"]);
  });

  it("soft deletes: hidden from lists and reads, the row kept for audit", async () => {
    const { body } = await create();
    const deleted = await call(byId.DELETE, {
      path: `/api/projects/${body.id}`,
      method: "DELETE",
      params: { id: body.id },
    });
    expect(deleted.status).toBe(200);
    expect((await call(byId.GET, { path: `/api/projects/${body.id}`, params: { id: body.id } })).status).toBe(
      404,
    );
    const db = await getDb();
    const [row] = await db.select().from(projects).where(eq(projects.id, body.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it("deleting a project deletes its scrape jobs' leads and the lists made for it, and recounts the lists they leave", async () => {
    const { body } = await create();
    const db = await getDb();
    const list = async (name: string, kind: "scrape" | "curated", projectId: string | null = null) => {
      const [row] = await db
        .insert(leadLists)
        .values({
          workspaceId: me.workspaceId,
          name,
          kind,
          platform: kind === "scrape" ? "maps" : null,
          projectId,
        })
        .returning({ id: leadLists.id });
      return row!.id;
    };
    const projectList = await list("For the project", "scrape", body.id);
    const shared = await list("Older list", "scrape");
    const curated = await list("Favourites", "curated");
    const [run] = await db
      .insert(scrapeRuns)
      .values({
        workspaceId: me.workspaceId,
        listId: shared,
        projectId: body.id,
        platform: "maps",
        status: "succeeded",
        estimate: 10,
        creditsPerLead: 1,
        creditsReserved: 10,
      })
      .returning({ id: scrapeRuns.id });
    const lead = async (listId: string, name: string, scrapeRunId: string | null = null) => {
      const [row] = await db
        .insert(leads)
        .values({ workspaceId: me.workspaceId, listId, platform: "maps", name, scrapeRunId })
        .returning({ id: leads.id });
      return row!.id;
    };
    const inProjectList = await lead(projectList, "In the project's list");
    const fromProjectRun = await lead(shared, "Saved by the project's scrape", run!.id);
    const kept = await lead(shared, "Imported before");
    await db.insert(leadListMembers).values([
      { listId: curated, leadId: fromProjectRun },
      { listId: curated, leadId: kept },
    ]);
    await db.update(leadLists).set({ leadsCount: 2 }).where(eq(leadLists.id, shared));
    await db.update(leadLists).set({ leadsCount: 2 }).where(eq(leadLists.id, curated));
    const othersList = await (async () => {
      const [row] = await db
        .insert(leadLists)
        .values({ workspaceId: other.workspaceId, name: "Theirs", kind: "scrape", platform: "maps" })
        .returning({ id: leadLists.id });
      return row!.id;
    })();

    const deleted = await call(byId.DELETE, {
      path: `/api/projects/${body.id}`,
      method: "DELETE",
      params: { id: body.id },
    });
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).data).toEqual({ lists: 1, leads: 2 });
    const leadRows = await db.select().from(leads).where(eq(leads.workspaceId, me.workspaceId));
    const deletedIds = leadRows.filter((l) => l.deletedAt).map((l) => l.id);
    expect(deletedIds.sort()).toEqual([inProjectList, fromProjectRun].sort());
    const lists = await db.select().from(leadLists).where(eq(leadLists.workspaceId, me.workspaceId));
    const byIdOf = (id: string) => lists.find((l) => l.id === id);
    expect(byIdOf(projectList)?.deletedAt).toBeInstanceOf(Date);
    expect(byIdOf(shared)).toMatchObject({ deletedAt: null, leadsCount: 1 });
    expect(byIdOf(curated)).toMatchObject({ deletedAt: null, leadsCount: 1 });
    const [theirs] = await db.select().from(leadLists).where(eq(leadLists.id, othersList));
    expect(theirs?.deletedAt).toBeNull();
  });

  it("validates the form rules: required fields, Other with its own text, the pricing ranges", async () => {
    const missing = await create({ name: " ", description: "", industry: "" });
    expect(missing.response.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({
      name: ["Project name is required"],
      description: ["Description is required"],
      industry: ["Industry is required"],
    });
    const other = await create({ ...dental, industry: "Other" });
    expect(other.body.fieldErrors?.industryOther).toEqual(["Please enter your industry"]);
    const custom = await create({ ...dental, industry: "Other", industryOther: "Space tourism" });
    expect(custom.body.data.industry).toBe("Space tourism");
    const badRange = await create({ ...dental, pricing_range: "About a tenner" });
    expect(badRange.response.status).toBe(400);
  });

  it("shows the project's lead lists and lead count, and sample data adds the two sample projects", async () => {
    const { body } = await create();
    const db = await getDb();
    await db.insert(leadLists).values({
      workspaceId: me.workspaceId,
      name: "Dentists",
      platform: "maps",
      kind: "scrape",
      leadsCount: 7,
      projectId: body.id,
    });
    const detail = await (
      await call(byId.GET, { path: `/api/projects/${body.id}`, params: { id: body.id } })
    ).json();
    expect(detail.data.leadCount).toBe(7);
    expect(detail.data.leadLists.map((l: { name: string }) => l.name)).toEqual(["Dentists"]);

    const sample = await loadSampleData(other);
    expect(sample.projects).toBe(2);
    signIn(other);
    const list = await (await call(collection.GET, { path: "/api/projects" })).json();
    expect(list.data).toHaveLength(2);
    expect(list.data.every((p: { isAnalysing: boolean }) => !p.isAnalysing)).toBe(true);
  });
});
