import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { updateProfile } from "@/lib/account/profile";
import { findProfile } from "@/lib/account/profile-queries";
import { profileMessages, profileSchema } from "@/lib/account/validations";
import { AppError } from "@/lib/errors";
import { clientIp } from "@/lib/security/client-ip";

const params = z.object({ id: z.uuid() });

async function profileOf(userId: string, workspaceId: string) {
  const profile = await findProfile({ userId, workspaceId });
  if (!profile) throw new AppError("not_found:user");
  return profile;
}

/** GET /api/users/{id}: the signed-in user's own profile; any other id is a 404. */
export const GET = withWorkspace(
  async (_request, { session, params: { id } }) => {
    assertSameUser(id, session.user.id);
    return json({ data: await profileOf(id, session.workspace.id) });
  },
  { params },
);

/**
 * PUT /api/users/{id}: name, email, phone (trimmed; phone stored in E.164). A new email address is
 * confirmed through the emailed link first; `data.pendingEmail` names it until then.
 */
export const PUT = withWorkspace(
  async (request, { session, params: { id } }) => {
    assertSameUser(id, session.user.id);
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const parsed = profileSchema.safeParse(body);
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
    const { pendingEmail } = await updateProfile({
      userId: id,
      input: parsed.data,
      ip: clientIp(request.headers),
    });
    return json({
      message: profileMessages.saved,
      data: { ...(await profileOf(id, session.workspace.id)), pendingEmail },
    });
  },
  { params },
);
