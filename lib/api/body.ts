import "server-only";
import type { z } from "zod";
import { fieldErrorsOf, INVALID_INPUT } from "@/lib/server/field-errors";
import { AppError } from "@/lib/errors";

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", "The request body is too large.");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // The declared length may lie (or be absent with chunked bodies): stop reading at the limit.
    if (size > maxBytes) {
      await reader.cancel();
      throw new AppError("payload_too_large", "The request body is too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The JSON body parsed with the schema; 400 for malformed JSON or invalid fields, 413 past the limit. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const text = await readText(request, options.maxBytes ?? DEFAULT_BODY_LIMIT);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AppError("bad_request", INVALID_INPUT, { fieldErrors: fieldErrorsOf(parsed.error) });
  return parsed.data;
}
