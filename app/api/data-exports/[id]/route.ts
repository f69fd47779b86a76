import { z } from "zod";
import { dataExportDownloadUrl } from "@/lib/account/data-export/download";
import { withWorkspace } from "@/lib/api/handler";
import { env } from "@/lib/env";

/** The export's download (the email's link): a redirect to a signed link that expires in minutes. */
export const GET = withWorkspace(
  async (_request, { session, params }) => {
    const url = await dataExportDownloadUrl({ workspaceId: session.workspace.id, id: params.id });
    return Response.redirect(new URL(url, env().APP_URL), 302);
  },
  { permission: "data:export", params: z.object({ id: z.uuid() }) },
);
