import "server-only";
import { Readable } from "node:stream";
import { getSessionContext } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { fileStorage } from "./index";
import { contentDisposition, isStorageKey, workspaceOfKey } from "./keys";
import { verifyLocalUrl } from "./signing";

/** Keys that hold a whole workspace's data: their links also need a session in that workspace. */
const PRIVATE_KINDS = new Set(["exports"]);

/**
 * Answers a signed `/api/files` link (local storage): a tampered, expired or unknown link is a 404; an
 * export needs the session of its own workspace as well, so a forwarded link is useless to anyone else.
 * Served with the type recorded in the signature, `nosniff`, and `attachment` when the link names a file.
 */
export async function serveSignedFile(request: Request): Promise<Response> {
  const claims = verifyLocalUrl(new URL(request.url).searchParams);
  if (!claims || !isStorageKey(claims.key))
    throw new AppError("not_found:file", "This link has expired or is not valid.");
  const [, workspaceId, kind] = claims.key.split("/");
  if (kind && PRIVATE_KINDS.has(kind)) {
    const session = await getSessionContext();
    if (!session || session.workspace.id !== workspaceOfKey(claims.key) || !workspaceId)
      throw new AppError("not_found:file", "This link has expired or is not valid.");
  }
  const file = await fileStorage().get(claims.key);
  if (!file) throw new AppError("not_found:file", "This link has expired or is not valid.");
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    headers: {
      "Content-Type": claims.type,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(claims.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
