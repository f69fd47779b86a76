/**
 * The table kit every list screen uses (leads, lead lists, projects, scrape results, integrations,
 * billing invoices). A new table:
 *
 * 1. Keeps its view state in the URL. Parse the page's search params on the server with the same zod
 *    schema as its API; declare which keys restart which pagination once (`UrlStateOptions`, see
 *    components/leads/leads-href.ts) and wrap the screen in `<TableUrlStateProvider options={...}>`.
 * 2. Renders `<DataTableToolbar>` with `<SearchBox query={query} value={params.q} ... />` and
 *    `<FacetedFilters query={query} groups={[...]} />`; these push the next URL (`useUrlUpdate`).
 * 3. Renders `<DataTable caption columns={[{ id, header, sortHref?, sortDirection? }]} emptyState>` with
 *    `<tr><td>` rows. For long pages pass `tableClassName={plainCells}` and put bare elements in the cells
 *    (styles come from the table, not from each cell); icons repeated per row are `<TableIcon name>` (the
 *    table draws the sprite once). Send the client only the fields the rows show, and fetch the rest
 *    when a row is opened (components/leads/lead-rows.tsx and lead-row-dialogs.tsx do both).
 *    `<DataTableSkeleton />` is the Suspense fallback.
 * 4. Ends with `<Pagination summary pageLabel firstHref prevHref nextHref lastHref />` (links built with
 *    `buildUrl`) and `<PageSizeSelect query value sizes />`.
 */
export {
  DataTable,
  DataTableCell,
  DataTableRow,
  DataTableSkeleton,
  type DataTableColumn,
} from "./data-table";
export { FacetedFilters, type FacetedFilterGroup, type FacetedFilterOption } from "./faceted-filter";
export { TableIcon, TableIconSprite, type TableIconName } from "./icon-sprite";
export { PageSizeSelect } from "./page-size-select";
export { Pagination, type PaginationProps } from "./pagination";
export { SearchBox } from "./search-box";
export { DataTableToolbar } from "./toolbar";
export { TableUrlStateProvider, useUrlUpdate } from "./use-url-update";
export { applyUrlPatch, buildUrl, type HrefPatch, type UrlReset, type UrlStateOptions } from "./url-state";
