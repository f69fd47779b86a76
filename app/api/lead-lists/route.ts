import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { createCuratedListSchema, createLeadListSchema } from "@/lib/lists/validations";
import { createCuratedList, createLeadList } from "@/lib/lists/queries";

/**
 * POST /api/lead-lists: the scraper's list (listName, description, platform, status, scrapeDetails) or,
 * with `leadIds`, Create List from selected leads (name, description, leadIds).
 */
export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const ids = { workspaceId: session.workspace.id, userId: session.user.id };
    if ("leadIds" in body) {
      const parsed = createCuratedListSchema.safeParse(body);
      if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
      const { list, added } = await createCuratedList({ ...ids, input: parsed.data });
      return json({ id: list.id, data: list, added }, 201);
    }
    const parsed = createLeadListSchema.safeParse({ ...body, name: body.listName ?? body.name });
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
    const list = await createLeadList({ ...ids, input: parsed.data });
    return json({ id: list.id, data: list }, 201);
  },
  { permission: "leads:write" },
);
