import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { runView } from "@/lib/scraping/run-view";
import { cancelRun } from "@/lib/scraping/cancel";
import { getRun } from "@/lib/scraping/queries";
import { runIdParamsSchema } from "@/lib/scraping/validations";

/** A run's status and progress (the screens poll it every second or two while it works). */
export const GET = withWorkspace(
  async (_request, { session, params }) => {
    const run = await getRun({ workspaceId: session.workspace.id, runId: params.id });
    if (!run) throw new AppError("not_found:scrape_run", "Scrape not found.");
    return Response.json({ success: true, run: runView(run) });
  },
  { permission: "leads:read", params: runIdParamsSchema },
);

/** Cancels a run: what was saved stays in the list and is charged, the rest of the reservation is released. */
export const DELETE = withWorkspace(
  async (_request, { session, params }) => {
    const run = await cancelRun({ workspaceId: session.workspace.id, runId: params.id });
    return Response.json({ success: true, run: runView(run) });
  },
  { permission: "leads:write", params: runIdParamsSchema },
);
