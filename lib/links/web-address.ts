import { z } from "zod";

/** An address without a scheme is read as https (what a user pastes from a browser's address bar). */
export function withScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, "")}`;
}

/** An http(s) URL with a host, as https://host/path; null for anything else. Bare hosts get https://. */
export function normalizeWebsite(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(withScheme(value));
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) return null;
    return url.href.slice(0, 2048);
  } catch {
    return null;
  }
}

/** What a lead's web-address field says when its value is no web address (Edit Lead and the REST edits). */
export const webAddressMessage = "Enter a web address, such as https://example.com";

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
