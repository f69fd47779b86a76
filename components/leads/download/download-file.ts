/** The file name from a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function readAttachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape falls through to the plain filename
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  return name || fallback;
}

export type DownloadOutcome =
  { ok: true; fileName: string } | { ok: false; status: number; message: string | null };

/**
 * Fetches an export and hands it to the browser as a file. fetch (not a plain link) so a refusal,
 * such as "No leads to download.", can be shown as a message instead of a broken download. The signed
 * query is posted, not put in the URL: a selection of thousands of leads is too long for one.
 */
export async function downloadExport(url: string, fallbackName: string): Promise<DownloadOutcome> {
  const queryAt = url.indexOf("?");
  const response = await fetch(queryAt < 0 ? url : url.slice(0, queryAt), {
    method: "POST",
    headers: { Accept: "*/*", "Content-Type": "application/x-www-form-urlencoded" },
    body: queryAt < 0 ? "" : url.slice(queryAt + 1),
    cache: "no-store",
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : null;
    return { ok: false, status: response.status, message };
  }
  const fileName = readAttachmentName(response.headers.get("Content-Disposition"), fallbackName);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the blob URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { ok: true, fileName };
}
