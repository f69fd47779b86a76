import { Suspense } from "react";
import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { countWorkspaceLeads } from "@/lib/leads/queries";
import type { LeadsSearchParams } from "@/lib/leads/validations";
import { DownloadLeadsDialog } from "./download/download-leads-dialog";
import { DuplicatesLink, LoadedDuplicatesLink } from "./duplicates/duplicates-link";
import { LeadListsView } from "./lists/lead-lists-view";
import { LeadsScreenProviders } from "./leads-screen-providers";
import type { LeadsActions } from "./server-actions-context";
import { getViewExportQuery, serializeLeadsParams } from "./leads-query";
import { refusedParamsMessage } from "./leads-page-params";
import { LeadsTabs } from "./leads-tabs";
import { LeadsTotal, PendingLeadsTotal } from "./leads-total";
import { LeadsView, loadLeadsTable } from "./leads-view";
import { ListDetail, ListDetailSkeleton } from "./lists/list-detail";
import type { ListDetailParams } from "./lists/list-detail-params";
import { ProjectsView } from "./lists/projects-view";
import { UploadLeadsDialog } from "./upload/upload-leads-dialog";

export type LeadsScreenProps = {
  basePath: "/leads" | "/leads2";
  workspaceId: string;
  userId: string;
  /** The workspace's time zone, which the table's dates are written in. */
  timeZone: string;
  /** The role may create campaigns: the selection offers Send Campaign. */
  canSendCampaigns: boolean;
  params: LeadsSearchParams;
  detail: ListDetailParams | null;
  actions: LeadsActions;
  /** URL keys whose values were refused (see leads-page-params.ts): named in a message above the tabs. */
  refusedParams?: readonly string[];
};

function getViewPlatforms(params: LeadsSearchParams): string[] {
  if (params.tab === "source") return [params.source];
  return params.tab === "all" ? params.platform : [];
}

/** The Leads page (spec part 2 section 2.3), shared by /leads (group A shell) and /leads2 (group B shell). */
export async function LeadsScreen({
  basePath,
  workspaceId,
  userId,
  timeZone,
  canSendCampaigns,
  params,
  detail,
  actions,
  refusedParams = [],
}: LeadsScreenProps) {
  const query = serializeLeadsParams(params).toString();
  const view = { workspaceId, params, basePath, query };
  // Awaited before anything renders: the heading's total rides on the table's page query, so the screen
  // streams as one piece after loading.tsx instead of a frame with holes filled in later.
  const table =
    params.tab === "all" || params.tab === "source"
      ? await loadLeadsTable({ workspaceId, userId }, params)
      : null;

  return (
    <LeadsScreenProviders actions={actions}>
      <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight">Leads</h1>
            {table ? (
              <LeadsTotal total={table.page.workspaceTotal} />
            ) : (
              <PendingLeadsTotal total={countWorkspaceLeads(workspaceId)} />
            )}
            {table ? (
              <DuplicatesLink open={table.openDuplicates} basePath={basePath} />
            ) : (
              <Suspense fallback={null}>
                <LoadedDuplicatesLink workspaceId={workspaceId} basePath={basePath} />
              </Suspense>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <UploadLeadsDialog />
            <DownloadLeadsDialog
              viewQuery={getViewExportQuery(params)}
              viewPlatforms={getViewPlatforms(params)}
            />
          </div>
        </header>
        {refusedParams.length > 0 ? (
          <p
            role="alert"
            className="rounded-lg border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
          >
            {refusedParamsMessage}
          </p>
        ) : null}
        <LeadsTabs value={params.tab} basePath={basePath}>
          {table ? (
            <LeadsView
              params={params}
              basePath={basePath}
              query={query}
              page={table.page}
              columns={table.columns}
              timeZone={timeZone}
              canSendCampaigns={canSendCampaigns}
            />
          ) : (
            <Suspense fallback={<DataTableSkeleton />}>
              {params.tab === "project" ? <ProjectsView {...view} /> : null}
              {params.tab === "file" ? <LeadListsView {...view} /> : null}
            </Suspense>
          )}
        </LeadsTabs>
        {detail ? (
          <Suspense fallback={<ListDetailSkeleton basePath={basePath} query={query} detail={detail} />}>
            <ListDetail workspaceId={workspaceId} detail={detail} basePath={basePath} query={query} />
          </Suspense>
        ) : null}
      </div>
    </LeadsScreenProviders>
  );
}
