import { FolderOpen } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { knownListStatuses, leadPlatforms, platformLabels } from "@/lib/leads/constants";
import { leadMessages } from "@/lib/leads/messages";
import { summarizePage } from "@/lib/leads/paging";
import type { LeadsSearchParams } from "@/lib/leads/validations";
import { getLeadLists } from "@/lib/lists/queries";
import { FiltersPanel, type FilterGroup } from "./filters-panel";
import { buildHref } from "./leads-href";
import { LeadListsTable } from "./lead-lists-table";
import { SearchBox } from "./search-box";

export type LeadListsViewProps = {
  workspaceId: string;
  params: LeadsSearchParams;
  basePath: string;
  query: string;
};

/** By File: the workspace's lead lists (newest first) with search, Platform and Status filters. */
export async function LeadListsView({ workspaceId, params, basePath, query }: LeadListsViewProps) {
  const result = await getLeadLists({
    workspaceId,
    q: params.lq,
    platform: params.lplatform,
    status: params.lstatus,
    page: params.lpage,
    perPage: params.perPage,
  });
  const summary = summarizePage(result.pageInfo, result.total);
  const { page, hasPrev, hasNext } = result.pageInfo;
  const statuses = [...new Set([...knownListStatuses, ...params.lstatus])];
  const groups: FilterGroup[] = [
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
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <SearchBox
          query={query}
          param="lq"
          value={params.lq}
          label="Search lead lists by name"
          placeholder="Search lead lists..."
        />
        <FiltersPanel query={query} groups={groups} />
      </div>
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
