import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { logoUrl, removeLogo, uploadLogo } from "@/lib/business-profile/logo";
import { businessProfileMessages } from "@/lib/business-profile/validations";
import { readImageUpload } from "@/lib/uploads/read-image-upload";

/** The logo card's upload (multipart field `logo`): checked by its bytes and re-encoded before storage. */
export const POST = withWorkspace(
  async (request, { session }) => {
    const stored = await uploadLogo({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      bytes: await readImageUpload(request, "logo"),
    });
    const url = await logoUrl({ logoKey: stored.key, logoType: stored.contentType });
    return json({ message: businessProfileMessages.logoSaved, data: { logoUrl: url } }, 201);
  },
  { permission: "profile:write" },
);

export const DELETE = withWorkspace(
  async (_request, { session }) => {
    await removeLogo({ workspaceId: session.workspace.id, userId: session.user.id });
    return json({ message: businessProfileMessages.logoRemoved });
  },
  { permission: "profile:write" },
);
