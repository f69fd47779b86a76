"use client";

import { useState, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Pencil, Trash2 } from "lucide-react";
import { DataTable, DataTableCell, DataTableRow } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import type { LeadListRow, LeadListTableRow } from "@/lib/leads/types";
import { DeleteListDialog } from "./delete-list-dialog";
import { EditListDialog } from "./edit-list-dialog";
import { FindContactsButton } from "../find-contacts/find-contacts-button";
import { FindContactsRun } from "../find-contacts/find-contacts-run";
import { StatusBadge } from "../lead-badges";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { TextCell } from "./lead-cells";
import { formatNumber } from "../lead-format";
import { buildHref } from "../leads-href";
import { ListPlatformBadge } from "./list-platform-badge";

const columns = [
  { id: "no", header: "No.", className: "w-12 text-right tabular-nums" },
  { id: "name", header: "List Name" },
  { id: "platform", header: "Platform" },
  { id: "status", header: "Status" },
  { id: "description", header: "Description" },
  { id: "leads", header: "Leads", className: "text-right tabular-nums" },
  { id: "created", header: "Created" },
  { id: "actions", header: "Actions", className: "w-32" },
];

export type LeadListsTableProps = {
  lists: LeadListTableRow[];
  firstRowNumber: number;
  basePath: string;
  query: string;
  emptyState: ReactNode;
};

/** By File table; a row (or its name link) opens the list-detail modal, which lives in the URL. */
export function LeadListsTable({ lists, firstRowNumber, basePath, query, emptyState }: LeadListsTableProps) {
  const router = useRouter();
  const [editing, setEditing] = useState<LeadListRow | null>(null);
  const [deleting, setDeleting] = useState<LeadListTableRow | null>(null);
  const [findRunId, setFindRunId] = useState<string | null>(null);
  const detailHref = (list: LeadListRow) => buildHref(basePath, query, { list: list.id });

  return (
    <>
      <DataTable caption="Lead lists" columns={columns} emptyState={emptyState} pinLastColumn>
        {lists.length > 0
          ? lists.map((list, index) => (
              <DataTableRow
                key={list.id}
                className="cursor-pointer"
                onClick={() => router.push(detailHref(list), { scroll: false })}
              >
                <DataTableCell className={columns[0]?.className}>{firstRowNumber + index}</DataTableCell>
                <DataTableCell>
                  <Link
                    href={detailHref(list)}
                    scroll={false}
                    onClick={(event) => event.stopPropagation()}
                    className="focus-ring rounded-sm font-medium text-indigo-700 hover:underline"
                  >
                    {list.name}
                  </Link>
                </DataTableCell>
                <DataTableCell>
                  <ListPlatformBadge platform={list.platform} />
                </DataTableCell>
                <DataTableCell>
                  <StatusBadge status={list.status} />
                </DataTableCell>
                <DataTableCell>
                  <TextCell value={list.description} />
                </DataTableCell>
                <DataTableCell className={columns[5]?.className}>
                  {formatNumber(list.leadsCount)}
                </DataTableCell>
                <DataTableCell>
                  <WorkspaceTime value={list.createdAt} className="whitespace-nowrap" />
                </DataTableCell>
                <DataTableCell onClick={(event) => event.stopPropagation()}>
                  <span className="flex gap-1">
                    <FindContactsButton
                      input={{ listId: list.id }}
                      onStarted={setFindRunId}
                      iconLabel={`Find contacts for list ${list.name}`}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Edit list ${list.name}`}
                      onClick={() => setEditing(list)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8 text-red-700 hover:bg-danger-subtle"
                      aria-label={`Delete list ${list.name}`}
                      onClick={() => setDeleting(list)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </DataTableCell>
              </DataTableRow>
            ))
          : null}
      </DataTable>
      {findRunId && <FindContactsRun key={findRunId} runId={findRunId} onClose={() => setFindRunId(null)} />}
      <EditListDialog list={editing} onClose={() => setEditing(null)} />
      <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
