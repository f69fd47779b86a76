"use client";

import { useState } from "react";
import { Eye } from "lucide-react";
import { DataTable, DataTableCell, DataTableRow } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import type { LeadRow } from "@/lib/leads/types";
import { PlatformBadge, StatusBadge } from "../lead-badges";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { UrlCell } from "./lead-cells";
import { getLeadDisplayName, isDocumentLead } from "../lead-display";
import { LeadJsonViewerDialog } from "../table/json-viewer-dialog";

const columns = [
  { id: "no", header: "No.", className: "w-12 text-right tabular-nums" },
  { id: "name", header: "Name" },
  { id: "platform", header: "Platform" },
  { id: "status", header: "Status" },
  { id: "url", header: "URL" },
  { id: "scrapedAt", header: "Scraped At" },
];

/** The list-detail modal's table: newest scraped first, read-only, View for web and OCR leads. */
export function ListLeadsTable({
  rows,
  firstRowNumber,
  caption,
}: {
  rows: LeadRow[];
  firstRowNumber: number;
  caption: string;
}) {
  const [viewing, setViewing] = useState<LeadRow | null>(null);
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        className="max-h-[50vh]"
        emptyState={
          <p className="px-3 py-10 text-center text-muted-foreground">No leads in this list match.</p>
        }
      >
        {rows.length > 0
          ? rows.map((lead, index) => (
              <DataTableRow key={lead.id}>
                <DataTableCell className={columns[0]?.className}>{firstRowNumber + index}</DataTableCell>
                <DataTableCell>
                  {isDocumentLead(lead) ? (
                    // As in the Leads table: the name the page gave, then View for the page as it was read.
                    <div className="grid justify-items-start gap-1">
                      {lead.name.trim() ? <span className="font-medium">{lead.name}</span> : null}
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`View ${getLeadDisplayName(lead)}`}
                        onClick={() => setViewing(lead)}
                      >
                        <Eye aria-hidden="true" />
                        View
                      </Button>
                    </div>
                  ) : (
                    <span className="font-medium">{getLeadDisplayName(lead)}</span>
                  )}
                </DataTableCell>
                <DataTableCell>
                  <PlatformBadge platform={lead.platform} />
                </DataTableCell>
                <DataTableCell>
                  <StatusBadge status={lead.status} />
                </DataTableCell>
                <DataTableCell>
                  <UrlCell url={lead.url} />
                </DataTableCell>
                <DataTableCell>
                  <WorkspaceTime value={lead.scrapedAt} className="whitespace-nowrap" />
                </DataTableCell>
              </DataTableRow>
            ))
          : null}
      </DataTable>
      <LeadJsonViewerDialog lead={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
