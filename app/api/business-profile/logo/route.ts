import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { logoUrl, removeLogo, uploadLogo } from "@/lib/business-profile/logo";
import { businessProfileMessages } from "@/lib/business-profile/validations";
import { readMultipartFile } from "@/lib/import/multipart";
import { imageMessages, MAX_UPLOAD_IMAGE_BYTES } from "@/lib/uploads/image";

/** Room for the multipart envelope around the image. */
const ENVELOPE_BYTES = 16 * 1024;

async function collect(body: AsyncGenerator<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The logo card's upload (multipart field `logo`): checked by its bytes and re-encoded before storage. */
export const POST = withWorkspace(
  async (request, { session }) => {
    const file = await readMultipartFile(request, {
      field: "logo",
      maxBytes: MAX_UPLOAD_IMAGE_BYTES + ENVELOPE_BYTES,
      tooLarge: imageMessages.tooLarge,
      missing: imageMessages.notAllowed,
    });
    const stored = await uploadLogo({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      bytes: await collect(file.body),
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
