import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { readBodyBytes } from "@/lib/api/body";
import { AppError } from "@/lib/errors";
import { scrapingMessages } from "./messages";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ENVELOPE_BYTES = 64 * 1024;
const imageTypes = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

/** The text fields of the image start form (the spec's payload); any other field is dropped unread. */
const FORM_FIELDS = new Set(["userId", "numberOfResults", "projectId", "listId", "listName", "description"]);
const FIELD_MAX_LENGTH = 2000;

export const imageTooLarge = "The image is too large. Upload an image of up to 10MB.";
export const notAnImage = "The file is not an image. Upload a PNG, JPG, WebP or GIF image.";
export const fieldTooLong = `Form fields are at most ${FIELD_MAX_LENGTH} characters.`;

/** The body read with a hard cap: 413 past it, nothing more buffered. */
async function readCapped(request: Request, maxBytes: number): Promise<Buffer> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) throw new AppError("payload_too_large:image", imageTooLarge);
  return bytes;
}

/**
 * The multipart body of POST /api/scraping/image-to-word: the `image` file, checked by its bytes (PNG,
 * JPEG, WebP or GIF; never SVG whatever its name), up to 10 MB, and the form's named text fields.
 */
export async function readImageForm(
  request: Request,
): Promise<{ fields: Record<string, string>; image?: { bytes: Uint8Array; name: string; type: string } }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw new AppError("bad_request:image", scrapingMessages.uploadImage);
  const bytes = await readCapped(request, MAX_IMAGE_BYTES + ENVELOPE_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(bytes)]), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw new AppError("bad_request:upload", "The upload form is malformed.");
  }
  const fields: Record<string, string> = {};
  let image: { bytes: Uint8Array; name: string; type: string } | undefined;
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") {
      if (!FORM_FIELDS.has(key)) continue;
      if (value.length > FIELD_MAX_LENGTH)
        throw new AppError("bad_request:upload", fieldTooLong, { fieldErrors: { [key]: [fieldTooLong] } });
      fields[key] = value;
    } else if (key === "image" && value.size > 0) {
      if (value.size > MAX_IMAGE_BYTES) throw new AppError("payload_too_large:image", imageTooLarge);
      const content = new Uint8Array(await value.arrayBuffer());
      const detected = await fileTypeFromBuffer(content);
      if (!detected || !imageTypes.has(detected.mime))
        throw new AppError("bad_request:image", notAnImage, { fieldErrors: { image: [notAnImage] } });
      image = { bytes: content, name: value.name || "image", type: detected.mime };
    }
  }
  return { fields, image };
}
