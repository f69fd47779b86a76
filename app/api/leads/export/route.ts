import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { exportLeads } from "@/lib/export/export-leads";
import { verifyExportUrl } from "@/lib/export/export-url";
import { contentDisposition } from "@/lib/export/file-name";
import { exportParamsSchema } from "@/lib/export/validations";

/**
 * Download Leads: a signed, expiring link (lib/export/export-url.ts) for the signed-in user, streamed as
 * an attachment so a million rows never sit in memory.
 */
export const GET = withWorkspace(
  async (request, { session }) => {
    const search = new URL(request.url).searchParams;
    verifyExportUrl({ workspaceId: session.workspace.id, userId: session.user.id, search });
    const parsed = exportParamsSchema.safeParse(Object.fromEntries(search.entries()));
    if (!parsed.success) throw new AppError("bad_request", "The download request is not valid.");
    const file = await exportLeads({ workspaceId: session.workspace.id, params: parsed.data });
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": contentDisposition(file.fileName),
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { permission: "leads:read" },
);
