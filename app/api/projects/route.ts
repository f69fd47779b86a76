import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { listProjects } from "@/lib/projects/queries";
import { projectToJson } from "@/lib/projects/serialize";
import { createProject } from "@/lib/projects/service";
import { projectInputFromBody, projectInputSchema, projectsSearchSchema } from "@/lib/projects/validations";
import { fieldErrorsOf, INVALID_INPUT } from "@/lib/server/field-errors";

/** GET /api/projects: the workspace's live projects, newest first (optional q and industry filters). */
export const GET = withWorkspace(
  async (request, { session }) => {
    const url = new URL(request.url);
    const search = projectsSearchSchema.parse({
      q: url.searchParams.get("q") ?? undefined,
      industry: url.searchParams.get("industry") ?? undefined,
    });
    const rows = await listProjects({ workspaceId: session.workspace.id, ...search });
    return json({ data: rows.map(projectToJson) });
  },
  { permission: "projects:read" },
);

/** POST /api/projects: creates the project and queues its AI analysis (the body's ai_analysis is ours to fill). */
export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const parsed = projectInputSchema.safeParse(projectInputFromBody(body));
    if (!parsed.success)
      throw new AppError("bad_request", INVALID_INPUT, { fieldErrors: fieldErrorsOf(parsed.error) });
    const project = await createProject({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      input: parsed.data,
    });
    return json({ id: project.id, data: projectToJson(project) }, 201);
  },
  { permission: "projects:write" },
);
