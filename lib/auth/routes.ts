/** The route table of spec part 1 section 2 (edge-safe: middleware imports it). */
export const groupARoutes = [
  "/dashboard",
  "/projects",
  "/scrape",
  "/leads",
  "/campaigns",
  "/integrations",
  "/settings",
] as const;
export const groupBRoutes = [
  "/leads2",
  "/ai-recommendation",
  "/ai-scraping",
  "/ai-outreach",
  "/profile",
  "/billing",
  "/referrals",
  "/teams",
  "/notifications",
  "/security",
  "/data-privacy",
] as const;
/** Pages a signed-in visitor is sent away from. */
export const signedOutOnlyRoutes = ["/signin", "/signup"] as const;

export const HOME_AFTER_SIGN_IN = "/dashboard";
export const HOME_FOR_UNKNOWN_PATHS = "/ai-recommendation";

function matches(pathname: string, route: string) {
  return pathname === route || pathname.startsWith(`${route}/`);
}

export function isProtectedPath(pathname: string): boolean {
  return [...groupARoutes, ...groupBRoutes].some((route) => matches(pathname, route));
}

export function isSignedOutOnlyPath(pathname: string): boolean {
  return signedOutOnlyRoutes.some((route) => matches(pathname, route));
}
