import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json } from "@/lib/api/route-helpers";
import { leadListsParamsSchema } from "@/lib/lists/validations";
import { getLeadLists } from "@/lib/lists/queries";

/** GET /api/lead-lists/user/{userId}?platform=: the workspace's live lists, newest first (paged: page, perPage). */
export const GET = withWorkspace(
  async (request, { session, params }) => {
    assertSameUser(params.userId, session.user.id);
    const search = Object.fromEntries(new URL(request.url).searchParams.entries());
    const page = await getLeadLists({
      workspaceId: session.workspace.id,
      ...leadListsParamsSchema.parse(search),
    });
    return json({ data: page.rows, total: page.total.count, pageInfo: page.pageInfo });
  },
  { permission: "leads:read", params: z.object({ userId: z.string() }) },
);
