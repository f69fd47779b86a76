import "server-only";
import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  activityLog,
  notificationEmailItems,
  appEvents,
  billingCustomers,
  billingInvoiceGrants,
  billingSubscriptions,
  businessProfiles,
  campaignDailyStats,
  campaignDeliveries,
  campaignSteps,
  campaigns,
  creditPackPurchases,
  creditTransactions,
  dataExports,
  deliveryEvents,
  emails,
  importMappings,
  integrationConnections,
  integrationLinkAttempts,
  leadCustomFields,
  leadDuplicateCandidates,
  leadListMembers,
  leadLists,
  leadMerges,
  leadTablePreferences,
  leadDailyCounts,
  leadFoundRecords,
  leadViews,
  leads,
  memberships,
  notifications,
  projectAnalysisRuns,
  projects,
  recommendationRuns,
  scrapeRuns,
  scrapeUploads,
  sendingIdentities,
  sessions,
  suppressions,
  users,
  workspaceInvites,
  workspaces,
} from "@/db/schema";

/** Who asked: the workspace exported and the member whose own rows (sessions, notifications) go with it. */
export type ExportScope = { workspaceId: string; userId: string };

/**
 * One table in the export: its rows for the scope, paged in key order (`key` unique together), the
 * columns left out, and the CSV file it also becomes (leads, lists, projects, campaigns, deliveries;
 * replies join when their table exists).
 */
export type ExportTable = {
  name: string;
  table: PgTable;
  key: PgColumn[];
  where: (scope: ExportScope) => SQL | undefined;
  omit?: string[];
  csv?: string;
};

const inWorkspace = (column: PgColumn) => (scope: ExportScope) => eq(column, scope.workspaceId);
const t = (
  name: string,
  table: PgTable,
  key: PgColumn[],
  where: ExportTable["where"],
  extra: Partial<ExportTable> = {},
): ExportTable => ({ name, table, key, where, ...extra });

const memberIds = (scope: ExportScope) =>
  sql`(select ${memberships.userId} from ${memberships} where ${memberships.workspaceId} = ${scope.workspaceId})`;
const campaignIds = (scope: ExportScope) =>
  sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.workspaceId} = ${scope.workspaceId})`;
const listIds = (scope: ExportScope) =>
  sql`(select ${leadLists.id} from ${leadLists} where ${leadLists.workspaceId} = ${scope.workspaceId})`;

// A new table is one line. Secrets never leave: password hashes, and email bodies (they can carry links
// with tokens); OCR uploads go as base64.
export const exportTables: ExportTable[] = [
  t("workspace", workspaces, [workspaces.id], (s) => eq(workspaces.id, s.workspaceId)),
  t("members", users, [users.id], (s) => inArray(users.id, memberIds(s)), { omit: ["passwordHash"] }),
  t("memberships", memberships, [memberships.userId], inWorkspace(memberships.workspaceId)),
  t(
    "business_profile",
    businessProfiles,
    [businessProfiles.workspaceId],
    inWorkspace(businessProfiles.workspaceId),
  ),
  t("lead_lists", leadLists, [leadLists.id], inWorkspace(leadLists.workspaceId), { csv: "lists" }),
  t("leads", leads, [leads.id], inWorkspace(leads.workspaceId), { csv: "leads" }),
  t("lead_found_records", leadFoundRecords, [leadFoundRecords.id], inWorkspace(leadFoundRecords.workspaceId)),
  t("lead_custom_fields", leadCustomFields, [leadCustomFields.id], inWorkspace(leadCustomFields.workspaceId)),
  t("import_mappings", importMappings, [importMappings.id], inWorkspace(importMappings.workspaceId)),
  t(
    "lead_table_preferences",
    leadTablePreferences,
    [leadTablePreferences.userId],
    inWorkspace(leadTablePreferences.workspaceId),
  ),
  t("lead_views", leadViews, [leadViews.id], inWorkspace(leadViews.workspaceId)),
  t(
    "lead_daily_counts",
    leadDailyCounts,
    [leadDailyCounts.day, leadDailyCounts.platform],
    inWorkspace(leadDailyCounts.workspaceId),
  ),
  t("lead_list_members", leadListMembers, [leadListMembers.listId, leadListMembers.leadId], (s) =>
    inArray(leadListMembers.listId, listIds(s)),
  ),
  t("projects", projects, [projects.id], inWorkspace(projects.workspaceId), { csv: "projects" }),
  t(
    "project_analysis_runs",
    projectAnalysisRuns,
    [projectAnalysisRuns.id],
    inWorkspace(projectAnalysisRuns.workspaceId),
  ),
  t("scrape_runs", scrapeRuns, [scrapeRuns.id], inWorkspace(scrapeRuns.workspaceId)),
  t("scrape_uploads", scrapeUploads, [scrapeUploads.id], inWorkspace(scrapeUploads.workspaceId)),
  t(
    "recommendation_runs",
    recommendationRuns,
    [recommendationRuns.id],
    inWorkspace(recommendationRuns.workspaceId),
  ),
  t(
    "integration_connections",
    integrationConnections,
    [integrationConnections.id],
    inWorkspace(integrationConnections.workspaceId),
  ),
  t(
    "integration_link_attempts",
    integrationLinkAttempts,
    [integrationLinkAttempts.id],
    inWorkspace(integrationLinkAttempts.workspaceId),
  ),
  t(
    "credit_transactions",
    creditTransactions,
    [creditTransactions.id],
    inWorkspace(creditTransactions.workspaceId),
  ),
  t(
    "billing_customers",
    billingCustomers,
    [billingCustomers.workspaceId],
    inWorkspace(billingCustomers.workspaceId),
  ),
  t(
    "billing_subscriptions",
    billingSubscriptions,
    [billingSubscriptions.stripeSubscriptionId],
    inWorkspace(billingSubscriptions.workspaceId),
  ),
  t(
    "billing_invoice_grants",
    billingInvoiceGrants,
    [billingInvoiceGrants.invoiceId],
    inWorkspace(billingInvoiceGrants.workspaceId),
  ),
  t(
    "credit_pack_purchases",
    creditPackPurchases,
    [creditPackPurchases.checkoutSessionId],
    inWorkspace(creditPackPurchases.workspaceId),
  ),
  t("notifications", notifications, [notifications.id], (s) =>
    and(eq(notifications.workspaceId, s.workspaceId), eq(notifications.userId, s.userId)),
  ),
  t("notification_email_items", notificationEmailItems, [notificationEmailItems.id], (s) =>
    and(eq(notificationEmailItems.workspaceId, s.workspaceId), eq(notificationEmailItems.userId, s.userId)),
  ),
  t("activity_log", activityLog, [activityLog.id], inWorkspace(activityLog.workspaceId)),
  t("sessions", sessions, [sessions.id], (s) =>
    and(eq(sessions.workspaceId, s.workspaceId), eq(sessions.userId, s.userId)),
  ),
  t("emails", emails, [emails.id], inWorkspace(emails.workspaceId), { omit: ["html", "text"] }),
  t("events", appEvents, [appEvents.id], inWorkspace(appEvents.workspaceId)),
  t("data_exports", dataExports, [dataExports.id], inWorkspace(dataExports.workspaceId)),
  t("workspace_invites", workspaceInvites, [workspaceInvites.id], inWorkspace(workspaceInvites.workspaceId), {
    omit: ["tokenHash"],
  }),
  t("campaigns", campaigns, [campaigns.id], inWorkspace(campaigns.workspaceId), { csv: "campaigns" }),
  t("campaign_steps", campaignSteps, [campaignSteps.id], (s) =>
    inArray(campaignSteps.campaignId, campaignIds(s)),
  ),
  t(
    "campaign_deliveries",
    campaignDeliveries,
    [campaignDeliveries.id],
    inWorkspace(campaignDeliveries.workspaceId),
    {
      csv: "deliveries",
    },
  ),
  t(
    "campaign_daily_stats",
    campaignDailyStats,
    [campaignDailyStats.campaignId, campaignDailyStats.day],
    inWorkspace(campaignDailyStats.workspaceId),
  ),
  t(
    "lead_duplicate_candidates",
    leadDuplicateCandidates,
    [leadDuplicateCandidates.id],
    inWorkspace(leadDuplicateCandidates.workspaceId),
  ),
  t("lead_merges", leadMerges, [leadMerges.id], inWorkspace(leadMerges.workspaceId)),
  t("delivery_events", deliveryEvents, [deliveryEvents.id], inWorkspace(deliveryEvents.workspaceId)),
  t(
    "sending_identities",
    sendingIdentities,
    [sendingIdentities.id],
    inWorkspace(sendingIdentities.workspaceId),
  ),
  t(
    "suppressions",
    suppressions,
    [suppressions.workspaceId, suppressions.address],
    inWorkspace(suppressions.workspaceId),
  ),
];

/** The table's columns minus the omitted ones, keyed by their property names. */
export function exportedColumns(entry: ExportTable): Record<string, PgColumn> {
  const columns = getTableColumns(entry.table) as Record<string, PgColumn>;
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !entry.omit?.includes(name)));
}
