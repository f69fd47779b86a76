import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { listLeadsParamsSchema, updateLeadListSchema } from "@/lib/lists/validations";
import { deleteLeadList, getListLeads, updateLeadList } from "@/lib/lists/queries";

const params = z.object({ id: z.uuid() });

/** GET /api/lead-lists/{id}: the list and its leads, newest first (q, page, perPage, cursor). */
export const GET = withWorkspace(
  async (request, { session, params: { id } }) => {
    const q = listLeadsParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams.entries()));
    const page = await getListLeads({ workspaceId: session.workspace.id, listId: id, ...q });
    return json({ data: page.list, leads: page.rows, total: page.total, pageInfo: page.pageInfo });
  },
  { permission: "leads:read", params },
);

/** PUT /api/lead-lists/{id}: `{ status }` from the scraper, or `{ listName, description }` from Edit Lead List. */
export const PUT = withWorkspace(
  async (request, { session, params: { id } }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const parsed = updateLeadListSchema.safeParse({
      listId: id,
      name: body.listName ?? body.name,
      description: body.description,
      status: body.status,
    });
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
    const list = await updateLeadList({ workspaceId: session.workspace.id, input: parsed.data });
    return json({ message: leadMessages.listUpdated, data: list });
  },
  { permission: "leads:write", params },
);

/** DELETE /api/lead-lists/{id}: soft delete; an origin list's leads are marked deleted too. */
export const DELETE = withWorkspace(
  async (_request, { session, params: { id } }) => {
    await deleteLeadList({ workspaceId: session.workspace.id, listId: id });
    return json({ message: leadMessages.listDeleted });
  },
  { permission: "leads:write", params },
);
