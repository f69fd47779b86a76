/** Projects and AI recommendations: the projects calls of spec part 2 section 7 and POST /api/recommendations. */
import { randomUUID } from "node:crypto";
import { getDb } from "@/db";
import { projects } from "@/db/schema";
import type { Fixtures } from "../support/fixtures";
import type { RouteSpec } from "../support/spec";

const ids = new Map<string, string>();

/** One project in each workspace (A's is the one the requests name). */
async function prepare(f: Fixtures) {
  const db = await getDb();
  for (const t of [f.a, f.b]) {
    const [row] = await db
      .insert(projects)
      .values({
        workspaceId: t.workspaceId,
        name: `Project ${t.marker}`,
        description: `About ${t.marker}`,
        industry: "Dental",
        analysisStatus: "ready",
      })
      .returning({ id: projects.id });
    if (row) ids.set(t.workspaceId, row.id);
  }
}

const projectOf = (f: Fixtures) => ids.get(f.a.workspaceId) ?? randomUUID();
const body = {
  name: "Dental leads",
  description: "Dental clinic in Singapore",
  industry: "Dental",
  pricing_range: "Under $1,000",
  target_audience: "Families",
  notes: "",
};

export const projectsRoutes: Record<string, RouteSpec> = {
  "GET /api/projects": {
    access: { kind: "session", permission: "projects:read" },
    request: () => ({ path: "/api/projects?q=Project" }),
    mayChange: [],
    foreign: "own-workspace",
    fuzz: true,
    prepare,
  },
  "POST /api/projects": {
    access: { kind: "session", permission: "projects:write" },
    request: () => ({ path: "/api/projects", body }),
    mayChange: ["projects", "project_analysis_runs"],
    foreign: "own-workspace",
    fuzz: true,
    prepare,
  },
  "GET /api/projects/[id]": {
    access: { kind: "session", permission: "projects:read" },
    request: (f) => ({ path: `/api/projects/${projectOf(f)}`, params: { id: projectOf(f) } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
    prepare,
  },
  "PUT /api/projects/[id]": {
    access: { kind: "session", permission: "projects:write" },
    request: (f) => ({ path: `/api/projects/${projectOf(f)}`, params: { id: projectOf(f) }, body }),
    mayChange: ["projects", "project_analysis_runs"],
    foreign: "not_found",
    fuzz: true,
    prepare,
  },
  "DELETE /api/projects/[id]": {
    access: { kind: "session", permission: "projects:write" },
    request: (f) => ({ path: `/api/projects/${projectOf(f)}`, params: { id: projectOf(f) } }),
    mayChange: ["projects"],
    foreign: "not_found",
    prepare,
  },
  "POST /api/projects/[id]/retry-ai": {
    access: { kind: "session", permission: "projects:write" },
    request: (f) => ({ path: `/api/projects/${projectOf(f)}/retry-ai`, params: { id: projectOf(f) } }),
    mayChange: ["projects", "project_analysis_runs"],
    foreign: "not_found",
    prepare,
  },
  "POST /api/recommendations": {
    access: { kind: "session" },
    request: () => ({
      path: "/api/recommendations",
      body: { businessDescription: "Dental clinic in Singapore" },
    }),
    mayChange: ["recommendation_runs", "rate_limits"],
    foreign: "own-workspace",
    fuzz: true,
  },
};
