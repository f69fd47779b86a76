"use client";

import { useId, useState, useTransition } from "react";
import { ArrowDown, ArrowUp, Columns3 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ToolbarPanel } from "@/components/ui/toolbar-panel";
import { Checkbox } from "@/components/ui/checkbox";
import { settleAction } from "@/lib/server/settle-action";
import { toastError } from "@/lib/toast";
import { leadTableColumnIds, leadTableColumnLabels, type LeadTableColumnId } from "@/lib/leads/table-columns";
import { useLeadsActions } from "../server-actions-context";

/** Shown columns first in their order, then the hidden ones in the default order. */
function pickerOrder(shown: readonly LeadTableColumnId[]): LeadTableColumnId[] {
  return [...shown, ...leadTableColumnIds.filter((id) => !shown.includes(id))];
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The Columns panel: a checkbox per column (shown or hidden) and Move up / Move down buttons for its
 * place. Every change is saved for this user in this workspace and the table re-renders on the server.
 */
export function ColumnPicker({ columns }: { columns: readonly LeadTableColumnId[] }) {
  const panelId = useId();
  const router = useRouter();
  const { saveLeadColumns } = useLeadsActions();
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState(() => pickerOrder(columns));
  const [shown, setShown] = useState<readonly LeadTableColumnId[]>(columns);
  const [pending, startTransition] = useTransition();
  // The server's columns change under the panel when a saved view opens: start again from them.
  const [synced, setSynced] = useState(columns.join(","));
  if (synced !== columns.join(",")) {
    setSynced(columns.join(","));
    setOrder(pickerOrder(columns));
    setShown(columns);
  }

  function save(nextOrder: LeadTableColumnId[], nextShown: readonly LeadTableColumnId[]) {
    const picked = nextOrder.filter((id) => nextShown.includes(id));
    if (!picked.length) {
      toastError("Show at least one column.");
      return;
    }
    setOrder(nextOrder);
    setShown(picked);
    startTransition(async () => {
      const failed = "Could not save the columns.";
      const result = await settleAction(() => saveLeadColumns(undefined, { columns: picked }), failed);
      if (result.status === "error") toastError(result.message ?? failed);
      else router.refresh();
    });
  }

  return (
    <ToolbarPanel
      trigger={
        <>
          <Columns3 aria-hidden="true" />
          Columns
        </>
      }
      label="Table columns"
      open={open}
      onOpenChange={setOpen}
      busy={pending}
      className="w-72"
    >
      <ul className="grid max-h-96 gap-1 overflow-y-auto">
        {order.map((id, index) => {
          const checkboxId = `${panelId}-${id}`;
          const label = leadTableColumnLabels[id];
          return (
            <li key={id} className="flex items-center gap-2">
              <Checkbox
                id={checkboxId}
                checked={shown.includes(id)}
                onCheckedChange={(checked) =>
                  save(order, checked === true ? [...shown, id] : shown.filter((c) => c !== id))
                }
              />
              <label htmlFor={checkboxId} className="flex-1 text-sm">
                {label}
              </label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move ${label} up`}
                disabled={index === 0}
                onClick={() => save(move(order, index, index - 1), shown)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move ${label} down`}
                disabled={index === order.length - 1}
                onClick={() => save(move(order, index, index + 1), shown)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </ToolbarPanel>
  );
}
