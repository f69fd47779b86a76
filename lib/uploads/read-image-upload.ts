import "server-only";
import { readMultipartFile } from "@/lib/import/multipart";
import { imageMessages, MAX_UPLOAD_IMAGE_BYTES } from "./image";

/** Room for the multipart envelope around the image. */
const ENVELOPE_BYTES = 16 * 1024;

/** The bytes of one image field of a multipart upload, capped at the image limit while it streams in. */
export async function readImageUpload(request: Request, field: string): Promise<Uint8Array> {
  const file = await readMultipartFile(request, {
    field,
    maxBytes: MAX_UPLOAD_IMAGE_BYTES + ENVELOPE_BYTES,
    tooLarge: imageMessages.tooLarge,
    missing: imageMessages.notAllowed,
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.body) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}
