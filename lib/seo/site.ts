import type { Metadata } from "next";

/** Names and URLs the public pages, their metadata and structured data share. */
export const siteName = "CRM Pro";

export const siteTitle = "CRM Pro: AI lead generation and outreach CRM";

export const siteDescription =
  "CRM Pro finds leads on LinkedIn, Google Maps, Instagram, websites and images, then reaches them by email, LinkedIn, WhatsApp, SMS and Telegram.";

const defaultSiteUrl = "http://localhost:3000";

/**
 * The public origin from APP_URL, read when the page is built (the landing page is static).
 * Links are never built from the Host header (ARCHITECTURE, Security baseline).
 */
export function getSiteUrl(appUrl: string | undefined = process.env.APP_URL): URL {
  const url = new URL(appUrl?.trim() || defaultSiteUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`APP_URL must be an http(s) URL, got ${url.protocol}`);
  }
  return new URL(url.origin);
}

/** An absolute URL for a path of the site, e.g. absoluteUrl("/signup?plan=PRO"). */
export function absoluteUrl(path: string, siteUrl: URL = getSiteUrl()): string {
  return new URL(path, siteUrl).toString();
}

/**
 * The metadata of the signed-in shells: their pages are nobody's link preview and no search result, so
 * they drop the root segment's social cards (which every page would otherwise resolve and send) and say
 * noindex as robots.txt does.
 */
export const signedInMetadata: Metadata = {
  openGraph: null,
  twitter: null,
  robots: { index: false, follow: false },
};
