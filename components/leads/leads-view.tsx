import { EmptyState } from "@/components/ui/empty-state";
import {
  knownLeadStatuses,
  leadPlatforms,
  leadsPageSizes,
  platformLabels,
  type LeadPlatform,
} from "@/lib/leads/constants";
import { type LeadsTablePage, getLeadsTablePage } from "@/lib/leads/queries";
import type { LeadsSearchParams } from "@/lib/leads/validations";
import { hasSearchFilters } from "@/lib/leads/lead-filters";
import { contactFiltersOf } from "@/lib/leads/contact-filter-params";
import { openDuplicatesCount } from "@/lib/leads/duplicates/queries";
import { type LeadTableColumnId, readLeadTableColumns } from "@/lib/leads/table-columns";
import { storedLeadTableColumns } from "@/lib/leads/table-views";
import { FacetedFilters, type FacetedFilterGroup } from "@/components/data-table/faceted-filter";
import { NoLeadsYet, NoMatchingLeads } from "./leads-empty-state";
import { LeadsPagination } from "./table/leads-pagination";
import { LeadsTable } from "./table/leads-table";
import { PageSizeSelect } from "@/components/data-table/page-size-select";
import { SearchBox } from "@/components/data-table/search-box";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { SelectionBar } from "./table/selection-bar";
import { ColumnPicker } from "./views/column-picker";
import { ContactFilters } from "./filters/contact-filters";
import { SavedViews } from "./views/saved-views";
import { SourcePicker } from "./filters/source-picker";

export type LeadsViewProps = {
  params: LeadsSearchParams;
  basePath: string;
  query: string;
  /** From loadLeadsTable, awaited by the screen: the heading's total comes from the same statement. */
  page: LeadsTablePage;
  columns: readonly LeadTableColumnId[];
  /** The workspace's time zone, which the rows' dates are written in. */
  timeZone: string;
  canSendCampaigns: boolean;
};

const paging = { page: "page", cursor: "cursor" };

/** A saved view keeps the filters and sort, not the page it was on. */
function viewQueryOf(query: string): string {
  const params = new URLSearchParams(query);
  for (const key of ["page", "cursor", "list", "dq", "dpage", "dcursor"]) params.delete(key);
  return params.toString();
}

const emailStatusOptions = ["valid", "risky", "invalid", "unknown", "unchecked"] as const;

/** Platform-only columns (spec section 2.3): in By Source only the chosen platform's columns show. */
function getHiddenColumns(source: LeadPlatform | undefined): LeadTableColumnId[] {
  if (!source) return [];
  if (source === "linkedin") return ["address"];
  if (source === "maps") return ["headline", "location"];
  return ["headline", "location", "address"];
}

function getFilterGroups(params: LeadsSearchParams, bySource: boolean): FacetedFilterGroup[] {
  const statuses = [...new Set([...knownLeadStatuses, ...params.status])];
  const status: FacetedFilterGroup = {
    param: "status",
    title: "Status",
    selected: params.status,
    options: statuses.map((s) => ({ value: s, label: s })),
  };
  const has: FacetedFilterGroup = {
    param: "has",
    title: "Has",
    selected: params.has,
    options: [
      { value: "email", label: "Has email" },
      { value: "phone", label: "Has phone" },
    ],
  };
  const emailStatus: FacetedFilterGroup = {
    param: "estatus",
    title: "Email status",
    selected: params.estatus,
    options: emailStatusOptions.map((s) => ({ value: s, label: s })),
  };
  if (bySource) return [has, status, emailStatus];
  const platform: FacetedFilterGroup = {
    param: "platform",
    title: "Source",
    selected: params.platform,
    options: leadPlatforms.map((p) => ({ value: p, label: platformLabels[p] })),
  };
  return [has, platform, status, emailStatus];
}

export type LeadsTableData = {
  page: LeadsTablePage;
  /** The user's columns (lead_table_preferences). */
  columns: LeadTableColumnId[];
  /** Open duplicate pairs, for the heading's link. */
  openDuplicates: number;
};

/**
 * The page of All Leads or By Source the URL asks for, with its totals (see getLeadsTablePage), the
 * user's columns and the open duplicates count: one statement carries them all.
 */
export async function loadLeadsTable(
  owner: { workspaceId: string; userId: string },
  params: LeadsSearchParams,
): Promise<LeadsTableData> {
  const source = params.tab === "source" ? params.source : undefined;
  const page = await getLeadsTablePage(
    {
      workspaceId: owner.workspaceId,
      platform: source ? [source] : params.platform,
      status: params.status,
      q: params.q,
      ...contactFiltersOf(params),
      sort: params.sort,
      dir: params.dir,
      perPage: params.perPage,
      page: params.page,
      cursor: params.cursor,
    },
    { columns: storedLeadTableColumns(owner), openDuplicates: openDuplicatesCount(owner.workspaceId) },
  );
  return {
    page,
    columns: readLeadTableColumns(page.carried.columns as string[] | null),
    openDuplicates: Number(page.carried.openDuplicates ?? 0),
  };
}

/** All Leads and By Source: search, filters, selection, the table and its pagination. */
export function LeadsView({
  params,
  basePath,
  query,
  page,
  columns,
  timeZone,
  canSendCampaigns,
}: LeadsViewProps) {
  const hidden = getHiddenColumns(params.tab === "source" ? params.source : undefined);
  const source = params.tab === "source" ? params.source : undefined;
  const { total } = page;
  // A page reached by the reversed sort counts from the end, which needs the total.
  const firstRowNumber = page.pageInfo.isLast
    ? Math.max(1, total.count - page.rows.length + 1)
    : page.pageInfo.from || 1;
  const filtered =
    hasSearchFilters({ workspaceId: "", ...params, ...contactFiltersOf(params) }) ||
    Boolean(!source && params.platform.length);
  const firstView = basePath + (source ? `?tab=source&source=${source}` : "");

  let empty = <NoLeadsYet />;
  if (filtered)
    empty = <NoMatchingLeads clearHref={firstView} message="No leads match your search or filters." />;
  else if (source)
    empty = (
      <EmptyState
        title={`No ${platformLabels[source]} leads yet`}
        description="Leads you scrape or import from this source appear here."
      />
    );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {source ? <SourcePicker basePath={basePath} value={source} /> : null}
      <DataTableToolbar>
        <SearchBox
          query={query}
          value={params.q}
          label="Search leads by name"
          placeholder="Search leads by name..."
        />
        <FacetedFilters query={query} groups={getFilterGroups(params, Boolean(source))} />
        <ContactFilters
          query={query}
          values={{
            tags: params.tags,
            inlist: params.inlist,
            project: params.project,
            loc: params.loc,
            from: params.from,
            to: params.to,
          }}
        />
        <div className="flex flex-wrap items-start gap-2">
          <ColumnPicker columns={columns} />
          <SavedViews basePath={basePath} viewQuery={viewQueryOf(query)} columns={columns} />
        </div>
      </DataTableToolbar>
      <SelectionBar canSendCampaigns={canSendCampaigns} />
      <LeadsTable
        rows={page.rows}
        firstRowNumber={firstRowNumber}
        sort={params.sort}
        dir={params.dir}
        basePath={basePath}
        query={query}
        columns={columns.filter((id) => !hidden.includes(id))}
        caption={source ? `${platformLabels[source]} leads` : "All leads"}
        timeZone={timeZone}
        emptyState={empty}
      />
      <div className="grid gap-3">
        <LeadsPagination
          total={total}
          basePath={basePath}
          query={query}
          pageInfo={page.pageInfo}
          keys={paging}
        />
        <PageSizeSelect query={query} value={params.perPage} sizes={leadsPageSizes} />
      </div>
    </div>
  );
}
