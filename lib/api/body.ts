import "server-only";
import type { z } from "zod";
import { fieldErrorsOf, INVALID_INPUT } from "@/lib/server/field-errors";
import { AppError } from "@/lib/errors";
import { markBodyCutOff } from "./cut-off-body";

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The body's exact bytes, or null past `maxBytes`: the declared length may lie (or be absent with chunked
 * bodies), so reading stops at the limit and nothing more is buffered.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      markBodyCutOff(request);
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text; 413 past `maxBytes`. */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) throw new AppError("payload_too_large", "The request body is too large.");
  return bytes.toString("utf8");
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
