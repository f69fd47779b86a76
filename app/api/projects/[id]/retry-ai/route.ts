import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { projectToJson } from "@/lib/projects/serialize";
import { retryProjectAnalysis } from "@/lib/projects/service";
import { projectIdSchema } from "@/lib/projects/validations";

/** POST /api/projects/{id}/retry-ai: analysing again, error cleared, analysis cleared, job queued. */
export const POST = withWorkspace(
  async (_request, { session, params }) => {
    const project = await retryProjectAnalysis({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      id: params.id,
    });
    return json({ data: projectToJson(project) });
  },
  { permission: "projects:write", params: projectIdSchema },
);
