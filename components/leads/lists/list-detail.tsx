import { Pagination } from "@/components/data-table/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { isAppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";
import { summarizePage } from "@/lib/leads/paging";
import { getListLeads } from "@/lib/lists/queries";
import { DownloadLeadsDialog } from "../download/download-leads-dialog";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { formatNumber } from "../lead-format";
import { buildHref } from "../leads-href";
import { ListDetailDialog } from "./list-detail-dialog";
import { serializeListDetailParams, type ListDetailParams } from "./list-detail-params";
import { ListLeadsTable } from "./list-leads-table";
import { ListPlatformBadge } from "./list-platform-badge";
import { SearchBox } from "@/components/data-table/search-box";

export type ListDetailProps = {
  workspaceId: string;
  detail: ListDetailParams;
  basePath: string;
  query: string;
};

function withDetail(query: string, detail: ListDetailParams): string {
  const merged = new URLSearchParams(query);
  serializeListDetailParams(detail).forEach((value, key) => merged.set(key, value));
  merged.sort();
  return merged.toString();
}

async function loadListLeads(workspaceId: string, detail: ListDetailParams) {
  try {
    return await getListLeads({
      workspaceId,
      listId: detail.listId,
      q: detail.q,
      page: detail.page,
      perPage: detail.perPage,
      cursor: detail.cursor,
    });
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") return null;
    throw error;
  }
}

/** The list-detail modal's content: platform, lead count, created date, search, the paged leads and a download. */
export async function ListDetail({ workspaceId, detail, basePath, query }: ListDetailProps) {
  const fullQuery = withDetail(query, detail);
  const result = await loadListLeads(workspaceId, detail);
  if (!result) {
    return (
      <ListDetailDialog
        title="Lead list"
        description="This list could not be opened."
        basePath={basePath}
        query={fullQuery}
      >
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-danger-subtle px-3 py-2 text-sm text-red-800"
        >
          {leadMessages.listLoadFailed}. It may have been deleted.
        </p>
      </ListDetailDialog>
    );
  }
  const { list, rows, pageInfo, total } = result;
  const summary = summarizePage(pageInfo, total);
  const to = (page: number, cursor: string | null) =>
    buildHref(basePath, fullQuery, { dpage: page > 1 ? page : null, dcursor: cursor });

  return (
    <ListDetailDialog
      title={list.name}
      description={list.description ?? "Leads in this list, newest first."}
      basePath={basePath}
      query={fullQuery}
    >
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Platform</dt>
          <dd>
            <ListPlatformBadge platform={list.platform} />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Leads</dt>
          <dd className="font-medium">{formatNumber(list.leadsCount)}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Created</dt>
          <dd>
            <WorkspaceTime value={list.createdAt} className="whitespace-nowrap" />
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          query={fullQuery}
          param="dq"
          value={detail.q}
          label="Search this list by name"
          placeholder="Search this list..."
        />
        <DownloadLeadsDialog
          viewQuery={`listId=${list.id}`}
          viewPlatforms={list.platform ? [list.platform] : []}
          triggerLabel="Download"
          ignoreSelection
        />
      </div>
      <ListLeadsTable rows={rows} firstRowNumber={pageInfo.from || 1} caption={`Leads in ${list.name}`} />
      <Pagination
        summary={summary.showing}
        pageLabel={summary.pageLabel}
        firstHref={pageInfo.page > 1 ? to(1, null) : undefined}
        prevHref={pageInfo.hasPrev ? to(pageInfo.page - 1, pageInfo.prevCursor) : undefined}
        nextHref={pageInfo.hasNext ? to(pageInfo.page + 1, pageInfo.nextCursor) : undefined}
      />
    </ListDetailDialog>
  );
}

export function ListDetailSkeleton({ basePath, query, detail }: Omit<ListDetailProps, "workspaceId">) {
  return (
    <ListDetailDialog
      title="Lead list"
      description="Loading the list..."
      basePath={basePath}
      query={withDetail(query, detail)}
    >
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading the list</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </ListDetailDialog>
  );
}
