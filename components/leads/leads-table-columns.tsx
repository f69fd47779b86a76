"use client";

import { Eye, Pencil, Trash2 } from "lucide-react";
import {
  createColumnHelper,
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { LeadRow } from "@/lib/leads/types";
import { DateCell, TextCell, UrlCell } from "./lead-cells";
import { PlatformBadge, StatusBadge } from "./lead-badges";
import { getLeadDisplayName, isDocumentLead } from "./lead-display";

export const leadsTableFeatures = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  columnVisibilityFeature,
});

const helper = createColumnHelper<typeof leadsTableFeatures, LeadRow>();

export type LeadRowHandlers = {
  onView: (lead: LeadRow) => void;
  onEdit: (lead: LeadRow) => void;
  onDelete: (lead: LeadRow) => void;
};

/** Column widths and alignment, by column id (the DataTable header and cells share them). */
export const leadColumnClassNames: Record<string, string> = {
  select: "w-10",
  no: "w-12 text-right tabular-nums",
  actions: "w-24",
};

/** Spec part 2 section 2.3 columns, in order. `firstRowNumber` is the No. of the page's first row. */
export function getLeadColumns(handlers: LeadRowHandlers, firstRowNumber: number) {
  return helper.columns([
    helper.display({
      id: "select",
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all leads on this page"
          checked={
            table.getIsAllPageRowsSelected()
              ? true
              : table.getIsSomePageRowsSelected()
                ? "indeterminate"
                : false
          }
          onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select lead ${getLeadDisplayName(row.original)}`}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
    }),
    helper.display({
      id: "no",
      header: "No.",
      enableSorting: false,
      cell: ({ row }) => firstRowNumber + row.index,
    }),
    helper.accessor("name", {
      header: "Name",
      cell: ({ row }) =>
        isDocumentLead(row.original) ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`View ${getLeadDisplayName(row.original)}`}
            onClick={() => handlers.onView(row.original)}
          >
            <Eye aria-hidden="true" />
            View
          </Button>
        ) : (
          <span className="grid min-w-36 gap-0.5">
            <span className="font-medium">{row.original.name}</span>
            {row.original.company ? (
              <span className="text-xs text-muted-foreground">{row.original.company}</span>
            ) : null}
          </span>
        ),
    }),
    helper.accessor("platform", {
      header: "Platform",
      cell: ({ getValue }) => <PlatformBadge platform={getValue()} />,
    }),
    helper.accessor("status", {
      header: "Status",
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    helper.accessor("url", { header: "URL", cell: ({ getValue }) => <UrlCell url={getValue()} /> }),
    helper.accessor("scrapedAt", {
      header: "Scraped At",
      cell: ({ getValue }) => <DateCell value={getValue()} />,
    }),
    helper.accessor("updatedAt", {
      header: "Updated At",
      cell: ({ getValue }) => <DateCell value={getValue()} />,
    }),
    helper.accessor("headline", {
      header: "Headline",
      cell: ({ getValue }) => <TextCell value={getValue()} />,
    }),
    helper.accessor("location", {
      header: "Location",
      cell: ({ getValue }) => <TextCell value={getValue()} />,
    }),
    helper.accessor("address", {
      header: "Address",
      cell: ({ getValue }) => <TextCell value={getValue()} />,
    }),
    helper.display({
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => {
        const name = getLeadDisplayName(row.original);
        return (
          <span className="flex gap-1">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Edit lead ${name}`}
              onClick={() => handlers.onEdit(row.original)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 text-red-700 hover:bg-danger-subtle"
              aria-label={`Delete lead ${name}`}
              onClick={() => handlers.onDelete(row.original)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        );
      },
    }),
  ]);
}
