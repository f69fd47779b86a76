import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { getLeadsWithTotal } from "@/lib/leads/queries";
import { assertSameUser, json } from "@/lib/api/route-helpers";
import { leadsSearchParamsSchema } from "@/lib/leads/validations";

/**
 * GET /api/lead-lists/user/{userId}/all-leads: the workspace's leads. A million rows do not fit one
 * answer, so it pages like the Leads page (perPage up to 100, `cursor` from pageInfo.nextCursor).
 */
export const GET = withWorkspace(
  async (request, { session, params }) => {
    assertSameUser(params.userId, session.user.id);
    const q = leadsSearchParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams.entries()));
    const page = await getLeadsWithTotal({
      workspaceId: session.workspace.id,
      platform: q.platform,
      status: q.status,
      q: q.q,
      sort: q.sort,
      dir: q.dir,
      perPage: q.perPage,
      page: q.page,
      cursor: q.cursor,
    });
    return json({ data: page.rows, total: page.total, pageInfo: page.pageInfo });
  },
  { permission: "leads:read", params: z.object({ userId: z.string() }) },
);
