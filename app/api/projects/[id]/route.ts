import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { getProject, listProjectLeadLists } from "@/lib/projects/queries";
import { projectToJson } from "@/lib/projects/serialize";
import { deleteProject, editProject } from "@/lib/projects/service";
import { projectIdSchema, projectInputFromBody, projectInputSchema } from "@/lib/projects/validations";
import { fieldErrorsOf, INVALID_INPUT } from "@/lib/server/field-errors";

/** GET /api/projects/{id}: the project with its lead lists; another workspace's project is a 404. */
export const GET = withWorkspace(
  async (_request, { session, params }) => {
    const project = await getProject({ workspaceId: session.workspace.id, id: params.id });
    if (!project) throw new AppError("not_found:project", "Project not found.");
    const lists = await listProjectLeadLists({ workspaceId: session.workspace.id, projectId: project.id });
    return json({
      data: {
        ...projectToJson(project),
        leadLists: lists,
        leadCount: lists.reduce((n, l) => n + l.leadsCount, 0),
      },
    });
  },
  { permission: "projects:read", params: projectIdSchema },
);

/** PUT /api/projects/{id}: same body as create; the analysis starts again for the new text. */
export const PUT = withWorkspace(
  async (request, { session, params }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const parsed = projectInputSchema.safeParse(projectInputFromBody(body));
    if (!parsed.success)
      throw new AppError("bad_request", INVALID_INPUT, { fieldErrors: fieldErrorsOf(parsed.error) });
    const project = await editProject({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      id: params.id,
      input: parsed.data,
    });
    return json({ data: projectToJson(project) });
  },
  { permission: "projects:write", params: projectIdSchema },
);

/** DELETE /api/projects/{id}: the project (hidden, kept for audit) with its scrape jobs and leads. */
export const DELETE = withWorkspace(
  async (_request, { session, params }) => {
    const removed = await deleteProject({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      id: params.id,
    });
    return json({ data: removed });
  },
  { permission: "projects:write", params: projectIdSchema },
);
