import { groupARoutes, groupBRoutes } from "@/lib/auth/routes";

/** Public pages worth indexing, in the order the sitemap lists them. */
export const indexedRoutes = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/signup", changeFrequency: "monthly", priority: 0.8 },
  { path: "/signin", changeFrequency: "yearly", priority: 0.5 },
] as const;

/**
 * Every signed-in route of the route table (spec part 1, section 2), both shells. Robots rules are
 * prefixes, so "/billing" also keeps the transient /billing-success and /billing-cancel pages out.
 */
export const signedInRoutes = [...groupARoutes, ...groupBRoutes] as const;

/** Paths crawlers must not fetch: the signed-in app, the API and the development tools. */
export const crawlerDisallowedPaths = [...signedInRoutes, "/api/", "/dev/"] as const;
