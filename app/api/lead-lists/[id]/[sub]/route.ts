import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";
import { deleteLead, updateLead } from "@/lib/leads/queries";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { platformPaths } from "@/lib/leads/platform-paths";
import { leadIdSchema, updateLeadSchema } from "@/lib/leads/validations";
import { listLeadsParamsSchema } from "@/lib/lists/validations";
import { getListLeads } from "@/lib/lists/queries";

const platformPath = z.enum(Object.keys(platformPaths) as [string, ...string[]]);
/** GET /lead-lists/{listId}/{platform}-leads */
const listParams = z.object({ id: z.uuid(), sub: platformPath });
/** PUT and DELETE /lead-lists/{platform}-leads/{leadId} */
const leadParams = z.object({ id: platformPath, sub: leadIdSchema });

/** A list's leads of one platform (spec: linkedin-leads, gmaps-leads, instagram-leads, website-leads, ocr-leads). */
export const GET = withWorkspace(
  async (request, { session, params: { id, sub } }) => {
    const q = listLeadsParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams.entries()));
    const page = await getListLeads({
      workspaceId: session.workspace.id,
      listId: id,
      platform: platformPaths[sub],
      ...q,
    });
    return json({
      data: page.rows,
      leads: page.rows,
      list: page.list,
      total: page.total,
      pageInfo: page.pageInfo,
    });
  },
  { permission: "leads:read", params: listParams },
);

/** Edit a scraped lead with its platform's fields (web and OCR: jsonOutput and status). */
export const PUT = withWorkspace(
  async (request, { session, params: { id, sub } }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const parsed = updateLeadSchema.safeParse({ ...body, platform: platformPaths[id], leadId: sub });
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
    const lead = await updateLead({ workspaceId: session.workspace.id, input: parsed.data });
    return json({ message: leadMessages.leadUpdated, data: lead });
  },
  { permission: "leads:write", params: leadParams },
);

export const DELETE = withWorkspace(
  async (_request, { session, params: { sub } }) => {
    await deleteLead({ workspaceId: session.workspace.id, leadId: sub });
    return json({ message: leadMessages.leadDeleted });
  },
  { permission: "leads:write", params: leadParams },
);
