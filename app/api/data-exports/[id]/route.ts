import { z } from "zod";
import { dataExportDownloadUrl, EXPORT_LINK_TTL_SECONDS } from "@/lib/account/data-export/download";
import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";

/** A fresh signed link to the workspace's own finished export, valid for a few minutes. */
export const GET = withWorkspace(
  async (_request, { session, params }) => {
    const url = await dataExportDownloadUrl({
      workspaceId: session.workspace.id,
      timeZone: session.workspace.timeZone,
      id: params.id,
    });
    const expiresAt = new Date(Date.now() + EXPORT_LINK_TTL_SECONDS * 1000).toISOString();
    return json({ data: { url, expiresAt } });
  },
  { permission: "data:export", params: z.object({ id: z.uuid() }) },
);
