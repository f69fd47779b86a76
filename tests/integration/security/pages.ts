/**
 * Every page under app/ with every search parameter it reads (the fuzzing gate extended to
 * pages). tests/integration/security/pages-registry.test.ts fails by name when a page is missing or reads
 * a parameter not listed here; tests/e2e/page-fuzz.spec.ts sends each parameter hostile values to a
 * production server: never a 500, never the error page.
 */
export type PageSpec = {
  /** The URL to request (a catch-all page gets a sample path). */
  path: string;
  /** session: needs a signed-in user; public: anyone; signed-out: middleware sends a signed-in user away. */
  access: "public" | "session" | "signed-out";
  params: string[];
};

const leadsParams = [
  "tab",
  "source",
  "page",
  "cursor",
  "perPage",
  "sort",
  "dir",
  "platform",
  "status",
  "q",
  "lq",
  "lplatform",
  "lstatus",
  "lpage",
  "pq",
  "pindustry",
  "ppage",
  "list",
  "dq",
  "dpage",
  "dcursor",
];

export const pageRegistry: Record<string, PageSpec> = {
  "app/(auth)/forgot-password/page.tsx": { path: "/forgot-password", access: "signed-out", params: [] },
  "app/(auth)/reset-password/page.tsx": { path: "/reset-password", access: "signed-out", params: ["token"] },
  "app/(auth)/signin/page.tsx": {
    path: "/signin",
    access: "signed-out",
    params: ["callbackUrl", "verified", "expired"],
  },
  "app/(auth)/signup-success/page.tsx": { path: "/signup-success", access: "public", params: ["email"] },
  "app/(auth)/signup/page.tsx": { path: "/signup", access: "signed-out", params: ["plan", "ref", "invite"] },
  "app/(auth)/verify-email/page.tsx": { path: "/verify-email", access: "public", params: ["token"] },
  "app/(marketing)/page.tsx": { path: "/", access: "public", params: [] },
  "app/unsubscribe/[token]/page.tsx": {
    path: "/unsubscribe/00000000-0000-4000-8000-000000000000.forged",
    access: "public",
    params: ["done", "invalid"],
  },
  "app/email-preferences/[token]/page.tsx": {
    path: "/email-preferences/00000000-0000-4000-8000-000000000000.leads.forged",
    access: "public",
    params: ["done", "invalid"],
  },
  "app/(studio)/ai-outreach/page.tsx": { path: "/ai-outreach", access: "session", params: [] },
  "app/(studio)/ai-recommendation/page.tsx": { path: "/ai-recommendation", access: "session", params: [] },
  "app/(studio)/ai-scraping/page.tsx": { path: "/ai-scraping", access: "session", params: [] },
  "app/(studio)/billing/page.tsx": { path: "/billing", access: "session", params: [] },
  "app/(studio)/billing/start/page.tsx": { path: "/billing/start", access: "session", params: ["plan"] },
  "app/(studio)/data-privacy/page.tsx": { path: "/data-privacy", access: "session", params: [] },
  "app/(studio)/leads2/page.tsx": { path: "/leads2", access: "session", params: leadsParams },
  "app/(studio)/leads2/duplicates/page.tsx": { path: "/leads2/duplicates", access: "session", params: [] },
  "app/(studio)/notifications/page.tsx": { path: "/notifications", access: "session", params: ["before"] },
  "app/(studio)/profile/page.tsx": { path: "/profile", access: "session", params: [] },
  "app/(studio)/referrals/page.tsx": { path: "/referrals", access: "session", params: [] },
  "app/(studio)/security/page.tsx": { path: "/security", access: "session", params: [] },
  "app/(studio)/teams/page.tsx": { path: "/teams", access: "session", params: [] },
  "app/invite/[token]/page.tsx": { path: "/invite/sample-token", access: "public", params: [] },
  "app/(workspace)/campaigns/page.tsx": {
    path: "/campaigns",
    access: "session",
    params: ["tab", "campaign", "rpage", "createNew", "action", "selectedLeads"],
  },
  "app/(workspace)/dashboard/page.tsx": { path: "/dashboard", access: "session", params: [] },
  "app/(workspace)/integrations/page.tsx": {
    path: "/integrations",
    access: "session",
    params: ["provider", "state", "status", "account_id", "result"],
  },
  "app/(workspace)/leads/page.tsx": { path: "/leads", access: "session", params: leadsParams },
  "app/(workspace)/leads/duplicates/page.tsx": { path: "/leads/duplicates", access: "session", params: [] },
  "app/(workspace)/projects/page.tsx": { path: "/projects", access: "session", params: ["action"] },
  "app/(workspace)/scrape/page.tsx": { path: "/scrape", access: "session", params: [] },
  "app/(workspace)/settings/page.tsx": { path: "/settings", access: "session", params: ["tab"] },
  "app/(workspace)/settings/email-change/page.tsx": {
    path: "/settings/email-change",
    access: "session",
    params: ["token"],
  },
  "app/[...catchAll]/page.tsx": { path: "/no/such/page", access: "public", params: [] },
  "app/billing-cancel/page.tsx": { path: "/billing-cancel", access: "public", params: [] },
  "app/billing-success/page.tsx": { path: "/billing-success", access: "session", params: ["session_id"] },
  "app/dev/outbox/page.tsx": { path: "/dev/outbox", access: "public", params: [] },
};
