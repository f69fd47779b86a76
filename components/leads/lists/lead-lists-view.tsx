import { CircleAlert, FolderOpen } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/data-table/pagination";
import { knownListStatuses, leadPlatforms, platformLabels } from "@/lib/leads/constants";
import { leadMessages } from "@/lib/leads/messages";
import { summarizePage } from "@/lib/leads/paging";
import type { LeadsSearchParams } from "@/lib/leads/validations";
import { getLeadLists } from "@/lib/lists/queries";
import { FacetedFilters, type FacetedFilterGroup } from "@/components/data-table/faceted-filter";
import { buildHref } from "../leads-href";
import { LeadListsTable } from "./lead-lists-table";
import { SearchBox } from "@/components/data-table/search-box";
import { DataTableToolbar } from "@/components/data-table/toolbar";

export type LeadListsViewProps = {
  workspaceId: string;
  params: LeadsSearchParams;
  basePath: string;
  query: string;
};

/** By File: the workspace's lead lists (newest first) with search, Platform and Status filters. */
export async function LeadListsView({ workspaceId, params, basePath, query }: LeadListsViewProps) {
  let result: Awaited<ReturnType<typeof getLeadLists>>;
  try {
    result = await getLeadLists({
      workspaceId,
      q: params.lq,
      platform: params.lplatform,
      status: params.lstatus,
      page: params.lpage,
      perPage: params.perPage,
    });
  } catch (error) {
    // The other tabs and the header still work: say so here instead of the page's error screen.
    console.error(error);
    return (
      <div role="alert">
        <EmptyState
          icon={<CircleAlert />}
          title={leadMessages.listsLoadFailed}
          description="Please reload the page or try again in a moment."
        />
      </div>
    );
  }
  const summary = summarizePage(result.pageInfo, result.total);
  const { page, hasPrev, hasNext } = result.pageInfo;
  const statuses = [...new Set([...knownListStatuses, ...params.lstatus])];
  const groups: FacetedFilterGroup[] = [
    {
      param: "lplatform",
      title: "Platform",
      selected: params.lplatform,
      options: leadPlatforms.map((p) => ({ value: p, label: platformLabels[p] })),
    },
    {
      param: "lstatus",
      title: "Status",
      selected: params.lstatus,
      options: statuses.map((s) => ({ value: s, label: s })),
    },
  ];
  const to = (target: number) => buildHref(basePath, query, { lpage: target > 1 ? target : null });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <DataTableToolbar>
        <SearchBox
          query={query}
          param="lq"
          value={params.lq}
          label="Search lead lists by name"
          placeholder="Search lead lists..."
        />
        <FacetedFilters query={query} groups={groups} />
      </DataTableToolbar>
      <LeadListsTable
        lists={result.rows}
        firstRowNumber={result.pageInfo.from || 1}
        basePath={basePath}
        query={query}
        emptyState={
          <EmptyState
            icon={<FolderOpen />}
            title={leadMessages.noLists}
            description="Lists appear here when you scrape, upload a CSV file or create a list from selected leads."
          />
        }
      />
      <Pagination
        summary={summary.showing}
        pageLabel={summary.pageLabel}
        firstHref={page > 1 ? to(1) : undefined}
        prevHref={hasPrev ? to(page - 1) : undefined}
        nextHref={hasNext ? to(page + 1) : undefined}
        lastHref={hasNext ? to(summary.pageCount) : undefined}
      />
    </div>
  );
}
