import { z } from "zod";
import { removeAvatar, uploadAvatar } from "@/lib/account/avatar";
import { avatarMessages } from "@/lib/account/validations";
import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json } from "@/lib/api/route-helpers";
import { readImageUpload } from "@/lib/uploads/read-image-upload";

const params = z.object({ id: z.uuid() });

/** The profile photo (multipart field `avatar`) of the signed-in user only; checked and re-encoded as a logo is. */
export const POST = withWorkspace(
  async (request, { session, params: { id } }) => {
    assertSameUser(id, session.user.id);
    const avatarUrl = await uploadAvatar({ userId: id, bytes: await readImageUpload(request, "avatar") });
    return json({ message: avatarMessages.saved, data: { avatarUrl } }, 201);
  },
  { params },
);

export const DELETE = withWorkspace(
  async (_request, { session, params: { id } }) => {
    assertSameUser(id, session.user.id);
    await removeAvatar({ userId: id });
    return json({ message: avatarMessages.removed, data: { avatarUrl: null } });
  },
  { params },
);
