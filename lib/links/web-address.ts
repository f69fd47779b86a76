/** An http(s) URL with a host, as https://host/path; null for anything else. Bare hosts get https://. */
export function normalizeWebsite(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) return null;
    return url.href.slice(0, 2048);
  } catch {
    return null;
  }
}
