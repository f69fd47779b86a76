import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";
import { listCustomFieldDefinitions } from "@/lib/leads/custom-field-definitions";
import { getFoundRecords } from "@/lib/leads/found-records";
import { leadEditValues } from "@/lib/leads/platform-fields";
import { deleteLead, getLead, updateLead } from "@/lib/leads/queries";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { leadIdSchema, updateLeadSchema } from "@/lib/leads/validations";

const params = z.object({ id: leadIdSchema });

/**
 * GET /api/leads/{id}: the lead, with what sources found for it later (`foundRecords`, oldest first) and
 * the workspace's custom fields (`customFieldDefinitions`, so Edit Lead can label and fill them).
 */
export const GET = withWorkspace(
  async (_request, { session, params: { id } }) => {
    const workspaceId = session.workspace.id;
    const lead = await getLead({ workspaceId, leadId: id });
    const [foundRecords, customFieldDefinitions] = await Promise.all([
      getFoundRecords({ workspaceId, leadId: id }),
      listCustomFieldDefinitions({ workspaceId }),
    ]);
    return json({ data: { ...lead, foundRecords, customFieldDefinitions } });
  },
  { permission: "leads:read", params },
);

/**
 * PUT /api/leads/{id}: the legacy (CSV) lead's name, company, email, phone, status, notes, tags. A field
 * the body omits keeps its stored value (a PUT of name and company wiped email, phone and
 * data.source): the body is laid over the values the Edit Lead dialog starts from, then validated whole.
 */
export const PUT = withWorkspace(
  async (request, { session, params: { id } }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const current = await getLead({ workspaceId: session.workspace.id, leadId: id });
    const parsed = updateLeadSchema.safeParse({
      ...leadEditValues(current),
      ...body,
      platform: current.platform,
      leadId: id,
    });
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
    const lead = await updateLead({ workspaceId: session.workspace.id, input: parsed.data });
    return json({ message: leadMessages.leadUpdated, data: lead });
  },
  { permission: "leads:write", params },
);

export const DELETE = withWorkspace(
  async (_request, { session, params: { id } }) => {
    await deleteLead({ workspaceId: session.workspace.id, leadId: id });
    return json({ message: leadMessages.leadDeleted });
  },
  { permission: "leads:write", params },
);
