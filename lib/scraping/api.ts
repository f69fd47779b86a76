import "server-only";
import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { platformByApiPath } from "./platforms";
import { runView } from "./run-view";
import { startScrape } from "./start";
import { readImageForm } from "./upload";

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

function targetOf(body: Record<string, unknown>) {
  const listId = str(body.listId);
  if (listId) return { listId };
  return { listName: str(body.listName) ?? "", description: str(body.description) ?? null };
}

/**
 * POST /api/scraping/{website,linkedin,google-maps,instagram,image-to-word}: the spec's payloads
 * (parameters, numberOfResults, listId; or listName and description to create the list with the run).
 * A scrape runs as a job, so the answer is 202 with the run; GET /api/scraping/runs/{id} follows it.
 */
export function startScrapeRoute(apiPath: string) {
  return withWorkspace(
    async (request, { session }) => {
      const platform = platformByApiPath(apiPath);
      if (!platform) throw new AppError("not_found");
      let body: Record<string, unknown>;
      let upload: { bytes: Uint8Array; name: string; type: string } | undefined;
      if (platform.id === "image-to-word") {
        const form = await readImageForm(request);
        body = form.fields;
        upload = form.image;
      } else {
        body = await readBody(request);
      }
      assertSameUser(body.userId, session.user.id);
      const {
        numberOfResults,
        projectId,
        listId: _l,
        listName: _n,
        description: _d,
        userId: _u,
        ...parameters
      } = body;
      const estimate =
        numberOfResults === undefined || numberOfResults === "" ? undefined : Number(numberOfResults);
      const project = str(projectId);
      const run = await startScrape({
        workspaceId: session.workspace.id,
        userId: session.user.id,
        platform: platform.id,
        parameters: Object.fromEntries(
          Object.entries(parameters).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v]),
        ),
        estimate: Number.isFinite(estimate) ? estimate : undefined,
        target: targetOf(body),
        projectId: project && /^[0-9a-f-]{36}$/i.test(project) ? project : null,
        upload,
      });
      return Response.json({ success: true, data: [], run: runView(run) }, { status: 202 });
    },
    { permission: "leads:write" },
  );
}
