import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";
import type { LeadRow } from "@/lib/leads/types";

export const leadsTableFeatures = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  columnVisibilityFeature,
});

const helper = createColumnHelper<typeof leadsTableFeatures, LeadRow>();

/** Column widths and alignment, by column id (the header and the cells share them). */
export const leadColumnClassNames: Partial<Record<string, string>> = {
  select: "w-10",
  no: "w-12",
  actions: "w-24",
};

/**
 * Spec part 2 section 2.3 columns, in order: the table's model of ids, headers and which columns sort
 * (on the server, by URL). The cells are rendered by `leads-table.tsx` on the server.
 */
export const leadColumns = helper.columns([
  helper.display({ id: "select", header: "Select", enableSorting: false }),
  helper.display({ id: "no", header: "No.", enableSorting: false }),
  helper.accessor("name", { header: "Name" }),
  helper.accessor("platform", { header: "Platform" }),
  helper.accessor("status", { header: "Status" }),
  helper.accessor("url", { header: "URL" }),
  helper.accessor("scrapedAt", { header: "Scraped At" }),
  helper.accessor("updatedAt", { header: "Updated At" }),
  helper.accessor("headline", { header: "Headline" }),
  helper.accessor("location", { header: "Location" }),
  helper.accessor("address", { header: "Address" }),
  helper.display({ id: "actions", header: "Actions", enableSorting: false }),
]);

export type LeadColumnId = "select" | "no" | "actions" | keyof LeadRow;

export function getLeadColumnId(column: (typeof leadColumns)[number]): LeadColumnId {
  return (column.id ?? ("accessorKey" in column ? column.accessorKey : "")) as LeadColumnId;
}
