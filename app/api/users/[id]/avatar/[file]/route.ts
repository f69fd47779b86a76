import { Readable } from "node:stream";
import { z } from "zod";
import { avatarFile } from "@/lib/account/avatar";
import { findProfile } from "@/lib/account/profile-queries";
import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { fileStorage } from "@/lib/storage";

const params = z.object({ id: z.uuid(), file: z.string().max(64) });

/**
 * A profile photo, for members of a workspace the user belongs to (anyone else gets a 404): the stored,
 * re-encoded image with its own type and `nosniff`.
 */
export const GET = withWorkspace(
  async (_request, { session, params: { id, file } }) => {
    const stored = avatarFile(id, file);
    const member = stored && (await findProfile({ userId: id, workspaceId: session.workspace.id }));
    const object = member && (await fileStorage().get(stored.key));
    if (!stored || !object) throw new AppError("not_found:file");
    return new Response(Readable.toWeb(object.body) as ReadableStream, {
      headers: {
        "Content-Type": stored.contentType,
        "Content-Length": String(object.size),
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  },
  { params },
);
