/** Business profile, file links, data export and account deletion. */
import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/db";
import { dataExports, memberships } from "@/db/schema";
import { fileStorage } from "@/lib/storage";
import { signLocalUrl } from "@/lib/storage/signing";
import type { Fixtures } from "../support/fixtures";
import type { ActionSpec, RouteSpec } from "../support/spec";

const profileActions = "app/(studio)/profile/actions.ts";
const privacyActions = "app/(studio)/data-privacy/actions.ts";

const exportIds = new Map<string, string>();

/** A finished export (zip stored) in each workspace; A's is the one the requests name. */
async function readyExports(f: Fixtures) {
  const db = await getDb();
  for (const tenant of [f.a, f.b]) {
    const id = randomUUID();
    const storageKey = `workspaces/${tenant.workspaceId}/exports/${id}.zip`;
    await fileStorage().put(storageKey, new TextEncoder().encode("PK"), "application/zip");
    await db.insert(dataExports).values({
      id,
      workspaceId: tenant.workspaceId,
      requestedByUserId: tenant.owner.userId,
      status: "ready",
      storageKey,
      sizeBytes: 2,
    });
    exportIds.set(tenant.workspaceId, id);
  }
}

/** B's owner alone in B, so deleting that account is allowed (an owner with members is refused). */
async function soloOwnerInB(f: Fixtures) {
  const db = await getDb();
  await db
    .delete(memberships)
    .where(and(eq(memberships.workspaceId, f.b.workspaceId), ne(memberships.role, "owner")));
}

/** A 1x1 PNG in a multipart body, field `logo` (or the one named). */
export function logoUpload(field = "logo"): { body: Uint8Array; headers: Record<string, string> } {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  const boundary = "----crm-logo-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    body: new Uint8Array(body),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const logoKey = (f: Fixtures) => `workspaces/${f.a.workspaceId}/logos/matrix.png`;

export const accountDataRoutes: Record<string, RouteSpec> = {
  "POST /api/business-profile/logo": {
    access: { kind: "session", permission: "profile:write" },
    request: () => ({ path: "/api/business-profile/logo", ...logoUpload() }),
    mayChange: ["business_profiles"],
    foreign: "own-workspace",
  },
  "DELETE /api/business-profile/logo": {
    access: { kind: "session", permission: "profile:write" },
    request: () => ({ path: "/api/business-profile/logo" }),
    mayChange: ["business_profiles"],
    foreign: "own-workspace",
  },
  "GET /api/files": {
    access: { kind: "public", reason: "a signed, expiring link (logos shown in outreach signatures)" },
    prepare: async (f) => fileStorage().put(logoKey(f), new Uint8Array([1, 2, 3]), "image/png"),
    request: (f) => ({
      path: signLocalUrl({ key: logoKey(f), exp: Math.floor(Date.now() / 1000) + 600, type: "image/png" }),
    }),
    mayChange: [],
  },
};

accountDataRoutes["GET /api/data-exports/[id]"] = {
  access: { kind: "session", permission: "data:export" },
  prepare: readyExports,
  request: (f) => {
    const id = exportIds.get(f.a.workspaceId) ?? randomUUID();
    return { path: `/api/data-exports/${id}`, params: { id } };
  },
  mayChange: [],
  foreign: "not_found",
};

export const accountDataActions: Record<string, ActionSpec> = {
  [`${profileActions}#saveBusinessProfileAction`]: {
    access: { kind: "session", permission: "profile:write" },
    input: () => ({
      name: "Acme Dental",
      industry: "Dental",
      contactEmail: "hello@acme.example",
      website: "https://acme.example",
    }),
    mayChange: ["business_profiles"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${profileActions}#saveWorkspaceTimeZoneAction`]: {
    access: { kind: "session", permission: "profile:write" },
    input: () => ({ timeZone: "Europe/Berlin" }),
    // The dashboard's leads per day are recounted in the new zone's days.
    mayChange: ["workspaces", "lead_daily_counts"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${profileActions}#renameWorkspaceAction`]: {
    access: { kind: "session", permission: "profile:write" },
    input: () => ({ name: "Renamed workspace" }),
    mayChange: ["workspaces"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${privacyActions}#requestDataExportAction`]: {
    access: { kind: "session", permission: "data:export" },
    input: () => ({}),
    mayChange: ["data_exports"],
    foreign: "own-workspace",
  },
  [`${privacyActions}#deleteAccountAction`]: {
    access: { kind: "session" },
    prepare: soloOwnerInB,
    input: () => ({ confirmation: "DELETE MY ACCOUNT" }),
    mayChange: [
      "users",
      "memberships",
      "sessions",
      "emails",
      "notifications",
      "notification_email_items",
      "app_events",
    ],
    foreign: "own-workspace",
    fuzz: true,
  },
};
