export type UploadResponse = { status: number; body: unknown };

/** The request failed on its way (offline, connection dropped): no answer came from the server. */
export class UploadConnectionLost extends Error {
  constructor() {
    super("The upload could not reach the server.");
  }
}

/**
 * POSTs a form with XMLHttpRequest because fetch() has no upload progress events. `onProgress` gets
 * 0..100 while the bytes go up; the promise settles when the server has answered.
 */
export function sendWithUploadProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "text";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.upload.onload = () => onProgress(100);
    request.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => reject(new UploadConnectionLost());
    request.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}

/** The server's message from an error body ({ message }), if it sent one. */
export function readServerMessage(body: unknown): string | null {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message.trim() || null;
  }
  return null;
}
