/** Leads and lead lists. Fixture leads are website leads in A's list. */
import { eq, inArray, or } from "drizzle-orm";
import { getDb } from "@/db";
import { leadDuplicateCandidates, leadLists, leadMerges, leadViews, leads } from "@/db/schema";
import { mergeCandidate } from "@/lib/leads/duplicates/review";
import { createExportUrl } from "@/lib/export/export-url";
import type { Fixtures } from "../support/fixtures";
import type { ActionSpec, RouteSpec } from "../support/spec";

const leadsUi = "app/(workspace)/leads/actions.ts";
const duplicatesUi = "app/(workspace)/leads/duplicates/actions.ts";
const candidateId = "6d0d1a5e-0000-4000-8000-00000000c0de";
const mergeId = "6d0d1a5e-0000-4000-8000-00000000e4e1";

/** An open pair of A's first two leads under a known id (their earlier merges and decisions cleared). */
async function openCandidate(f: Fixtures) {
  const db = await getDb();
  // The known ids may remain from another endpoint's fixtures in the same database.
  await db
    .delete(leadMerges)
    .where(or(eq(leadMerges.workspaceId, f.a.workspaceId), eq(leadMerges.id, mergeId)));
  await db
    .delete(leadDuplicateCandidates)
    .where(
      or(
        eq(leadDuplicateCandidates.workspaceId, f.a.workspaceId),
        eq(leadDuplicateCandidates.id, candidateId),
      ),
    );
  await db
    .update(leads)
    .set({ deletedAt: null })
    .where(inArray(leads.id, f.a.leadIds.slice(0, 2)));
  const [first, second] = f.a.leadIds;
  await db.insert(leadDuplicateCandidates).values({
    id: candidateId,
    workspaceId: f.a.workspaceId,
    leadId: first!,
    otherId: second!,
    reason: "domain",
  });
}

/** A's first two leads merged, the merge under a known id. */
async function mergedPair(f: Fixtures) {
  await openCandidate(f);
  await mergeCandidate({ workspaceId: f.a.workspaceId, userId: f.a.owner.userId, candidateId });
  const db = await getDb();
  await db.update(leadMerges).set({ id: mergeId }).where(eq(leadMerges.workspaceId, f.a.workspaceId));
}

/** A CSV file as the only part of a multipart body, field `file`. */
function csvPart(fileName: string, csv: string): { body: string; headers: Record<string, string> } {
  const boundary = "----crm-csv-boundary";
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  };
}

/** A saved Leads view for each member of A, under an id the input names by its owner (views are per user). */
const viewIds = new Map<string, string>();
async function viewPerMember(f: Fixtures) {
  const db = await getDb();
  for (const member of [f.a.owner, f.a.admin, f.a.member]) {
    const [view] = await db
      .insert(leadViews)
      .values({
        workspaceId: f.a.workspaceId,
        userId: member.userId,
        name: `View ${member.userId.slice(0, 8)}`,
        columns: ["name", "email"],
        query: "has=email",
      })
      .returning({ id: leadViews.id });
    viewIds.set(member.userId, view!.id);
  }
}

/** Sample data only loads into a workspace without leads. */
async function emptyWorkspaces(f: Fixtures) {
  const db = await getDb();
  await db.delete(leadLists).where(inArray(leadLists.workspaceId, [f.a.workspaceId, f.b.workspaceId]));
}

export const leadsRoutes: Record<string, RouteSpec> = {
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
    request: (f, self) => ({
      path: createExportUrl({ workspaceId: f.a.workspaceId, userId: self.userId, params: { format: "csv" } }),
    }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/leads/export": {
    access: { kind: "session", permission: "leads:read" },
    request: (f, self) => {
      const signed = createExportUrl({
        workspaceId: f.a.workspaceId,
        userId: self.userId,
        params: { format: "csv" },
      });
      return {
        path: "/api/leads/export",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: signed.slice(signed.indexOf("?") + 1),
      };
    },
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/leads/upload": {
    access: { kind: "session", permission: "leads:write" },
    request: () => ({
      path: "/api/leads/upload",
      body: { fileName: "upload.csv", leads: [{ name: "Ada Lovelace", company: "Engines" }] },
    }),
    mayChange: [
      "leads",
      "lead_daily_counts",
      "lead_lists",
      "activity_log",
      "notifications",
      "notification_email_items",
    ],
    foreign: "own-workspace",
    fuzz: true,
  },
  "POST /api/leads/upload/preview": {
    access: { kind: "session", permission: "leads:write" },
    request: () => ({
      path: "/api/leads/upload/preview",
      ...csvPart("leads.csv", "First Name,Company\r\nAda,Engines\r\n"),
    }),
    mayChange: [],
    foreign: "own-workspace",
  },
  "POST /api/leads/import-mappings": {
    access: { kind: "session", permission: "leads:write" },
    request: () => ({
      path: "/api/leads/import-mappings",
      body: {
        name: `Mapping ${Math.random().toString(36).slice(2, 8)}`,
        mapping: [
          { header: "First Name", target: "firstName" },
          { header: "Company", target: "company" },
        ],
      },
    }),
    mayChange: ["import_mappings"],
    foreign: "own-workspace",
    fuzz: true,
  },
  "GET /api/lead-lists/user/[userId]": {
    access: { kind: "session", permission: "leads:read" },
    request: (_f, self) => ({
      path: `/api/lead-lists/user/${self.userId}?platform=web`,
      params: { userId: self.userId },
    }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "GET /api/lead-lists/user/[userId]/all-leads": {
    access: { kind: "session", permission: "leads:read" },
    request: (_f, self) => ({
      path: `/api/lead-lists/user/${self.userId}/all-leads?perPage=25`,
      params: { userId: self.userId },
    }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/lead-lists": {
    access: { kind: "session", permission: "leads:write" },
    request: (f) => ({
      path: "/api/lead-lists",
      body: { name: "Shortlist", description: "picked", leadIds: f.a.leadIds },
    }),
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
    request: (f) => ({
      path: `/api/lead-lists/${f.a.listId}`,
      params: { id: f.a.listId },
      body: { listName: "Renamed", description: "new" },
    }),
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
    request: (f) => ({
      path: `/api/lead-lists/${f.a.listId}/website-leads`,
      params: { id: f.a.listId, sub: "website-leads" },
    }),
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
    request: (f) => ({
      path: `/api/lead-lists/website-leads/${f.a.leadIds[0]}`,
      params: { id: "website-leads", sub: String(f.a.leadIds[0]) },
    }),
    mayChange: ["leads", "lead_lists", "lead_list_members"],
    foreign: "not_found",
  },
};

export const leadsActions: Record<string, ActionSpec> = {
  [`${leadsUi}#updateLeadAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: (f) => ({
      leadId: f.a.leadIds[0],
      status: "CONTACTED",
      contact: { title: "Owner", emails: ["owner@edited.example"] },
    }),
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
  [`${leadsUi}#findContactsAction`]: {
    access: { kind: "session", permission: "leads:write" },
    // A's leads have emails: a valid call starts nothing and says so; B naming A's list gets a 404. It may
    // fill the contact fields of A's leads saved before the contact record (`leads`).
    input: (f) => ({ listId: f.a.listId }),
    mayChange: ["scrape_runs", "credit_transactions", "activity_log", "leads"],
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
    mayChange: ["lead_lists", "leads", "lead_daily_counts", "projects"],
    foreign: "own-workspace",
    prepare: emptyWorkspaces,
  },
  [`${leadsUi}#saveLeadColumnsAction`]: {
    access: { kind: "session", permission: "leads:read" },
    input: () => ({ columns: ["name", "company", "email"] }),
    mayChange: ["lead_table_preferences"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${leadsUi}#listLeadViewsAction`]: {
    access: { kind: "session", permission: "leads:read" },
    input: () => ({}),
    mayChange: [],
    foreign: "own-workspace",
  },
  [`${leadsUi}#createLeadViewAction`]: {
    access: { kind: "session", permission: "leads:read" },
    input: () => ({ name: "With email", columns: ["name", "email"], query: "has=email" }),
    mayChange: ["lead_views"],
    foreign: "own-workspace",
    fuzz: true,
  },
  [`${leadsUi}#openLeadViewAction`]: {
    access: { kind: "session", permission: "leads:read" },
    input: (_f, self) => ({ viewId: viewIds.get(self.userId) }),
    mayChange: ["lead_table_preferences"],
    foreign: "not_found",
    prepare: viewPerMember,
    fuzz: true,
  },
  [`${leadsUi}#deleteLeadViewAction`]: {
    access: { kind: "session", permission: "leads:read" },
    input: (_f, self) => ({ viewId: viewIds.get(self.userId) }),
    mayChange: ["lead_views"],
    foreign: "not_found",
    prepare: viewPerMember,
    fuzz: true,
  },
  [`${leadsUi}#leadFilterOptionsAction`]: {
    access: { kind: "session", permission: "leads:read" },
    input: () => ({}),
    mayChange: [],
    foreign: "own-workspace",
  },
  [`${duplicatesUi}#mergeDuplicateAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: () => ({ candidateId }),
    mayChange: ["leads", "lead_lists", "lead_list_members", "lead_merges", "lead_duplicate_candidates"],
    foreign: "not_found",
    prepare: openCandidate,
    fuzz: true,
  },
  [`${duplicatesUi}#keepBothAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: () => ({ candidateId }),
    mayChange: ["lead_duplicate_candidates"],
    foreign: "not_found",
    prepare: openCandidate,
    fuzz: true,
  },
  [`${duplicatesUi}#undoMergeAction`]: {
    access: { kind: "session", permission: "leads:write" },
    input: () => ({ mergeId }),
    mayChange: ["leads", "lead_lists", "lead_list_members", "lead_merges", "lead_duplicate_candidates"],
    foreign: "not_found",
    prepare: mergedPair,
    fuzz: true,
  },
};
