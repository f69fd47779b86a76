import { z } from "zod";

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

/**
 * A form's web-address field as a zod transform: the address as `normalizeWebsite` stores it (typed without
 * its scheme, as people write them, it becomes https), or `message` as the field's error. Only web
 * addresses pass, so a stored link is never `javascript:` or `data:`.
 */
export function toWebAddress(message: string) {
  return (value: string, ctx: z.core.$RefinementCtx<string | undefined>): string => {
    const url = normalizeWebsite(value);
    if (url !== null) return url;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
}
