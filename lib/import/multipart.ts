import { markBodyCutOff } from "@/lib/api/cut-off-body";
import { AppError } from "@/lib/errors";

export type UploadedFile = {
  fileName: string;
  contentType: string;
  body: AsyncGenerator<Uint8Array>;
  /** Text fields sent before the file (a client sends its options first), each at most 1 MB. */
  fields: Record<string, string>;
};

const headerEnd = Buffer.from("\r\n\r\n");
const maxHeaderBytes = 16 * 1024;
const maxFieldBytes = 1024 * 1024;

function boundaryOf(contentType: string): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new AppError("bad_request:upload", "The upload is not a multipart form.");
  return boundary;
}

function headerValue(headers: string, name: string, param?: string): string | undefined {
  const line = headers.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name}:`));
  if (!line) return undefined;
  if (!param) return line.slice(name.length + 1).trim();
  const m = new RegExp(`;\\s*${param}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${param}=([^;]+)`, "i").exec(line);
  return m ? (m[1] ?? m[2] ?? "").trim() : undefined;
}

/**
 * Streams one file field out of a multipart/form-data body without buffering it: the part's headers are
 * read first (name, type), then its bytes flow until the closing boundary. Bytes past `maxBytes` abort
 * with 413 whatever Content-Length claimed.
 */
export async function readMultipartFile(
  request: Request,
  {
    field,
    maxBytes,
    tooLarge,
    missing,
  }: { field: string; maxBytes: number; tooLarge: string; missing: string },
): Promise<UploadedFile> {
  if (!request.body) throw new AppError("bad_request:upload", "The upload is empty.");
  const delimiter = Buffer.from(`\r\n--${boundaryOf(request.headers.get("content-type") ?? "")}`);
  const reader = request.body.getReader();
  let buffer = Buffer.from("\r\n"); // lets the first boundary match the same delimiter as the others
  let total = 0;
  let ended = false;

  const pull = async (): Promise<boolean> => {
    if (ended) return false;
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    total += value.byteLength;
    if (total > maxBytes) {
      markBodyCutOff(request);
      await reader.cancel();
      throw new AppError("payload_too_large:upload", tooLarge);
    }
    buffer = Buffer.concat([buffer, value]);
    return true;
  };
  // Whatever the reader leaves (the closing boundary, or the rest of a file read only in part) is read and
  // dropped up to the cap: bytes left unread on a kept-alive connection stall the next request on it until
  // the server resets it (Chromium then sends that request again, 5.9 s later).
  const discardRest = async (): Promise<void> => {
    buffer = Buffer.alloc(0);
    while (!ended) {
      const { done, value } = await reader.read();
      if (done) ended = true;
      else if ((total += value.byteLength) > maxBytes) {
        ended = true;
        markBodyCutOff(request);
        await reader.cancel().catch(() => undefined);
      }
    }
  };
  const readUntil = async (marker: Buffer, limit: number): Promise<number> => {
    for (;;) {
      const at = buffer.indexOf(marker);
      if (at >= 0) return at;
      if (buffer.length > limit || !(await pull()))
        throw new AppError("bad_request:upload", "The upload form is malformed.");
    }
  };

  // The file's bytes, from the buffer on, until the delimiter; whatever is left after them is dropped.
  async function* fileBody(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        const at = buffer.indexOf(delimiter);
        if (at >= 0) {
          if (at > 0) yield buffer.subarray(0, at);
          return;
        }
        // Keep a tail that could be the start of the delimiter; hand on the rest.
        const safe = buffer.length - (delimiter.length - 1);
        if (safe > 0) {
          const out = buffer.subarray(0, safe);
          buffer = buffer.subarray(safe);
          yield out;
        }
        if (!(await pull()))
          throw new AppError("bad_request:upload", "The upload ended before the file was complete.");
      }
    } finally {
      await discardRest();
    }
  }

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  try {
    for (;;) {
      const start = await readUntil(delimiter, maxBytes);
      buffer = buffer.subarray(start + delimiter.length);
      while (buffer.length < 2 && (await pull()));
      if (buffer.subarray(0, 2).toString() === "--") throw new AppError("bad_request:upload", missing);
      const end = await readUntil(headerEnd, maxHeaderBytes);
      const headers = buffer.subarray(0, end).toString("utf8");
      buffer = buffer.subarray(end + headerEnd.length);
      const name = headerValue(headers, "content-disposition", "name") ?? "";
      if (name === field) {
        const fileName = headerValue(headers, "content-disposition", "filename") ?? "";
        const contentType = (headerValue(headers, "content-type") ?? "").toLowerCase();
        return { fileName, contentType, body: fileBody(), fields };
      }
      if (headerValue(headers, "content-disposition", "filename") === undefined)
        fields[name] = buffer.subarray(0, await readUntil(delimiter, maxFieldBytes)).toString("utf8");
    }
  } catch (error) {
    // A form refused before its file is handed on leaves nothing unread either.
    await discardRest();
    throw error;
  }
}
