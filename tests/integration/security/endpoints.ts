/**
 * The registry of every route handler and server action and what it allows (issue 12). The security
 * tests discover endpoints from the source tree; one missing here fails them with its name. For each:
 * who may call it, a valid request for workspace A (tests/integration/security/support/fixtures.ts),
 * the tables that request may change, and what another workspace's owner must get.
 */
import { inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists } from "@/db/schema";
import { createExportUrl } from "@/lib/export/export-url";
import type { Fixtures } from "./support/fixtures";
import type { ActionSpec, RouteSpec } from "./support/spec";

const TOKEN = "A".repeat(43);

/** Sample data only loads into a workspace without leads. */
async function emptyWorkspaces(f: Fixtures) {
  const db = await getDb();
  await db.delete(leadLists).where(inArray(leadLists.workspaceId, [f.a.workspaceId, f.b.workspaceId]));
}
const valid = { password: "Lantern-harbor-1987" };

export const routeEndpoints: Record<string, RouteSpec> = {
  // Auth.js's own endpoints (csrf token, session, its Credentials callback with its own CSRF token).
  "GET /api/auth/[...nextauth]": {
    access: { kind: "public", reason: "Auth.js session and CSRF-token endpoints" },
    request: () => ({ path: "/api/auth/session", params: { nextauth: ["session"] } }),
    mayChange: [],
  },
  "POST /api/auth/[...nextauth]": {
    access: { kind: "public", reason: "Auth.js callbacks verify their own CSRF token" },
    request: () => ({ path: "/api/auth/signout", params: { nextauth: ["signout"] }, body: {} }),
    mayChange: [],
    csrfExempt: "Auth.js double-submit CSRF token",
  },
  "GET /api/auth/expired": {
    access: { kind: "public", reason: "clears a dead session cookie" },
    request: () => ({ path: "/api/auth/expired" }),
    mayChange: [],
  },
  "POST /api/auth/signup": {
    access: { kind: "public", reason: "sign-up" },
    request: () => ({ path: "/api/auth/signup", body: { name: "New Person", email: "new-person@example.com", phone: "+6591234567", ...valid } }),
    mayChange: ["users", "workspaces", "memberships", "auth_tokens", "emails", "credit_transactions", "app_events", "notifications"],
    fuzz: true,
  },
  "POST /api/auth/signin": {
    access: { kind: "public", reason: "sign-in" },
    request: (f) => ({ path: "/api/auth/signin", body: { email: f.a.owner.email, ...valid } }),
    mayChange: ["sessions", "users", "app_events"],
    fuzz: true,
  },
  "POST /api/auth/signout": {
    access: { kind: "public", reason: "ends the caller's own session, if any" },
    request: () => ({ path: "/api/auth/signout", body: {} }),
    mayChange: ["sessions", "app_events"],
  },
  "POST /api/auth/forgot-password": {
    access: { kind: "public", reason: "password reset request" },
    request: (f) => ({ path: "/api/auth/forgot-password", body: { email: f.a.owner.email } }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  "POST /api/auth/reset-password": {
    access: { kind: "public", reason: "password reset with an emailed token" },
    request: () => ({ path: "/api/auth/reset-password", body: { token: TOKEN, newPassword: valid.password } }),
    mayChange: ["users", "auth_tokens", "sessions", "app_events", "emails"],
    fuzz: true,
  },
  "POST /api/auth/resend-verification": {
    access: { kind: "public", reason: "verification email" },
    request: (f) => ({ path: "/api/auth/resend-verification", body: { email: f.a.owner.email } }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  "POST /api/auth/verify-email": {
    access: { kind: "public", reason: "email verification with an emailed token" },
    request: () => ({ path: "/api/auth/verify-email", body: { token: TOKEN } }),
    mayChange: ["users", "auth_tokens", "app_events", "credit_transactions", "notifications"],
    fuzz: true,
  },
  // Leads and lead lists (issue 5). Fixture leads are website leads.
  "GET /api/leads/[id]": {
    access: { kind: "session", permission: "leads:read" },
    request: (f) => ({ path: `/api/leads/${f.a.leadIds[0]}`, params: { id: String(f.a.leadIds[0]) } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "PUT /api/leads/[id]": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({
      path: `/api/leads/${f.a.leadIds[0]}`,
      params: { id: String(f.a.leadIds[0]) },
      body: { jsonOutput: { note: "edited" }, status: "CONTACTED" },
    }),
    mayChange: ["leads"],
    foreign: "not_found",
    fuzz: true,
  },
  "DELETE /api/leads/[id]": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({ path: `/api/leads/${f.a.leadIds[0]}`, params: { id: String(f.a.leadIds[0]) } }),
    mayChange: ["leads", "lead_lists", "lead_list_members"],
    foreign: "not_found",
  },
  "GET /api/leads/export": {
    access: { kind: "session", permission: "leads:read" },
    request: (f, self) => ({ path: createExportUrl({ workspaceId: f.a.workspaceId, userId: self.userId, params: { format: "csv" } }) }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/leads/upload": {
    access: { kind: "session", permission: "leads:write" },
    request: () => ({ path: "/api/leads/upload", body: { fileName: "upload.csv", leads: [{ name: "Ada Lovelace", company: "Engines" }] } }),
    mayChange: ["leads", "lead_lists"],
    foreign: "own-workspace",
    fuzz: true,
  },
  "GET /api/lead-lists/user/[userId]": {
    access: { kind: "session", permission: "leads:read" },
    request: (_f, self) => ({ path: `/api/lead-lists/user/${self.userId}?platform=web`, params: { userId: self.userId } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "GET /api/lead-lists/user/[userId]/all-leads": {
    access: { kind: "session", permission: "leads:read" },
    request: (_f, self) => ({ path: `/api/lead-lists/user/${self.userId}/all-leads?perPage=25`, params: { userId: self.userId } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/lead-lists": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({ path: "/api/lead-lists", body: { name: "Shortlist", description: "picked", leadIds: f.a.leadIds } }),
    mayChange: ["lead_lists", "lead_list_members"],
    foreign: "not_found",
    fuzz: true,
  },
  "GET /api/lead-lists/[id]": {
    access: { kind: "session", permission: "leads:read" },
    request: (f) => ({ path: `/api/lead-lists/${f.a.listId}?perPage=25`, params: { id: f.a.listId } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "PUT /api/lead-lists/[id]": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({ path: `/api/lead-lists/${f.a.listId}`, params: { id: f.a.listId }, body: { listName: "Renamed", description: "new" } }),
    mayChange: ["lead_lists"],
    foreign: "not_found",
    fuzz: true,
  },
  "DELETE /api/lead-lists/[id]": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({ path: `/api/lead-lists/${f.a.listId}`, params: { id: f.a.listId } }),
    mayChange: ["lead_lists", "leads", "lead_list_members"],
    foreign: "not_found",
  },
  "GET /api/lead-lists/[id]/[sub]": {
    access: { kind: "session", permission: "leads:read" },
    request: (f) => ({ path: `/api/lead-lists/${f.a.listId}/website-leads`, params: { id: f.a.listId, sub: "website-leads" } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "PUT /api/lead-lists/[id]/[sub]": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({
      path: `/api/lead-lists/website-leads/${f.a.leadIds[0]}`,
      params: { id: "website-leads", sub: String(f.a.leadIds[0]) },
      body: { jsonOutput: '{"note":"edited"}', status: "REPLIED" },
    }),
    mayChange: ["leads"],
    foreign: "not_found",
    fuzz: true,
  },
  "DELETE /api/lead-lists/[id]/[sub]": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({ path: `/api/lead-lists/website-leads/${f.a.leadIds[0]}`, params: { id: "website-leads", sub: String(f.a.leadIds[0]) } }),
    mayChange: ["leads", "lead_lists", "lead_list_members"],
    foreign: "not_found",
  },
  "GET /api/health": {
    access: { kind: "public", reason: "load balancer probe" },
    request: () => ({ path: "/api/health" }),
    mayChange: [],
  },
  "GET /api/cron/jobs": {
    access: { kind: "secret" },
    request: () => ({ path: "/api/cron/jobs" }),
    mayChange: ["emails"],
  },
  "GET /api/dev/outbox": {
    access: { kind: "dev-only" },
    request: (f) => ({ path: `/api/dev/outbox?to=${encodeURIComponent(f.a.owner.email)}` }),
    mayChange: [],
  },
};

const leadsUi = "app/(workspace)/leads/actions.ts";
const shell = "components/shell/actions.ts";
const auth = "app/(auth)";

export const actionEndpoints: Record<string, ActionSpec> = {
  [`${auth}/signin/actions.ts#signInAction`]: {
    access: { kind: "public", reason: "sign-in" },
    input: (f) => ({ email: f.a.owner.email, ...valid }),
    mayChange: ["sessions", "users", "app_events"],
    fuzz: true,
  },
  [`${auth}/signin/actions.ts#resendVerificationAction`]: {
    access: { kind: "public", reason: "verification email" },
    input: (f) => ({ email: f.a.owner.email }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  [`${auth}/signup/actions.ts#signUpAction`]: {
    access: { kind: "public", reason: "sign-up" },
    input: () => ({
      name: "New Person",
      email: "new-person-action@example.com",
      countryCode: "+65",
      phone: "91234567",
      password: valid.password,
      confirmPassword: valid.password,
      agree: "on",
    }),
    mayChange: ["users", "workspaces", "memberships", "auth_tokens", "emails", "credit_transactions", "app_events", "notifications"],
    fuzz: true,
  },
  [`${auth}/forgot-password/actions.ts#forgotPasswordAction`]: {
    access: { kind: "public", reason: "password reset request" },
    input: (f) => ({ email: f.a.owner.email }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  [`${auth}/reset-password/actions.ts#resetPasswordAction`]: {
    access: { kind: "public", reason: "password reset with an emailed token" },
    input: () => ({ token: TOKEN, newPassword: valid.password, confirmPassword: valid.password }),
    mayChange: ["users", "auth_tokens", "sessions", "app_events", "emails"],
    fuzz: true,
  },
  [`${auth}/verify-email/actions.ts#verifyEmailAction`]: {
    access: { kind: "public", reason: "email verification with an emailed token" },
    input: () => ({ token: TOKEN }),
    mayChange: ["users", "auth_tokens", "app_events", "credit_transactions", "notifications"],
    fuzz: true,
  },
  [`${leadsUi}#updateLeadAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: (f) => ({ leadId: f.a.leadIds[0], platform: "web", jsonOutput: '{"note":"edited"}', status: "CONTACTED" }),
    mayChange: ["leads"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${leadsUi}#deleteLeadAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: (f) => ({ leadId: f.a.leadIds[0] }),
    mayChange: ["leads", "lead_lists", "lead_list_members"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${leadsUi}#createCuratedListAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: (f) => ({ name: "Shortlist", description: "best ones", leadIds: f.a.leadIds.join(",") }),
    mayChange: ["lead_lists", "lead_list_members"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${leadsUi}#updateLeadListAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: (f) => ({ listId: f.a.listId, name: "Renamed list", description: "new description" }),
    mayChange: ["lead_lists"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${leadsUi}#deleteLeadListAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: (f) => ({ listId: f.a.listId }),
    mayChange: ["lead_lists", "leads", "lead_list_members"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${leadsUi}#createExportUrlAction`]: {
    access: { kind: "session", permission: "leads:read" },
    input: (f) => ({ query: `format=csv&listId=${f.a.listId}` }),
    mayChange: [],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${leadsUi}#loadSampleDataAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: () => ({}),
    mayChange: ["lead_lists", "leads"],
    foreign: "own-workspace",
    prepare: emptyWorkspaces,
  },
  [`${shell}#signOutAction`]: {
    access: { kind: "public", reason: "ends the caller's own session, if any" },
    input: () => ({}),
    args: () => [],
    mayChange: ["sessions", "app_events"],
  },
  [`${shell}#markAllNotificationsReadAction`]: {
    access: { kind: "session" },
    input: () => ({}),
    mayChange: ["notifications"],
    foreign: "own-workspace",
  },
};
