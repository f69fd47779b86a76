const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A storage key from plain segments: no `..`, no empty parts, no slashes inside a segment. */
export function storageKey(...segments: string[]): string {
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes(".."))
      throw new Error(`Invalid storage key segment: ${segment}`);
  }
  return segments.join("/");
}

/** Whether a key (from a signed link) is one storageKey could have built. */
export function isStorageKey(key: string): boolean {
  const parts = key.split("/");
  return parts.length > 0 && parts.length <= 8 && parts.every((p) => SEGMENT.test(p) && !p.includes(".."));
}

/** The workspace a key belongs to (`workspaces/<id>/...`), if any. */
export function workspaceOfKey(key: string): string | undefined {
  const [root, id] = key.split("/");
  return root === "workspaces" ? id : undefined;
}

/** A file name safe in a Content-Disposition header: ASCII letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+/, "")
    .slice(0, 100);
  return cleaned || "download";
}

export function contentDisposition(fileName: string | undefined): string {
  return fileName ? `attachment; filename="${safeFileName(fileName)}"` : "inline";
}
