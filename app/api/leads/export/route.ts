import { readText } from "@/lib/api/body";
import { withWorkspace } from "@/lib/api/handler";
import type { SessionContext } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { exportLeads } from "@/lib/export/export-leads";
import { EXPORT_QUERY_MAX_BYTES, verifyExportUrl } from "@/lib/export/export-url";
import { contentDisposition } from "@/lib/export/file-name";
import { exportParamsSchema } from "@/lib/export/validations";

/** The export a signed query asks for, as an attachment streamed so a million rows never sit in memory. */
async function download(search: URLSearchParams, session: SessionContext): Promise<Response> {
  verifyExportUrl({ workspaceId: session.workspace.id, userId: session.user.id, search });
  const parsed = exportParamsSchema.safeParse(Object.fromEntries(search.entries()));
  if (!parsed.success) throw new AppError("bad_request", "The download request is not valid.");
  const file = await exportLeads({
    workspaceId: session.workspace.id,
    timeZone: session.workspace.timeZone,
    params: parsed.data,
  });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Download Leads: a signed, expiring link (lib/export/export-url.ts) for the signed-in user. */
export const GET = withWorkspace(
  async (request, { session }) => download(new URL(request.url).searchParams, session),
  { permission: "leads:read" },
);

/**
 * The same signed query sent as the body (form-encoded): the ids of thousands of selected leads do not fit
 * in a URL (Node refuses a request head over 16 KB), so the Leads page's download posts it.
 */
export const POST = withWorkspace(
  async (request, { session }) =>
    download(new URLSearchParams(await readText(request, EXPORT_QUERY_MAX_BYTES)), session),
  { permission: "leads:read" },
);
