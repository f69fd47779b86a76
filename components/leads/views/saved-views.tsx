"use client";

import { useId, useState, useTransition } from "react";
import { Bookmark, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ToolbarPanel } from "@/components/ui/toolbar-panel";
import { Input } from "@/components/ui/input";
import type { LeadTableColumnId } from "@/lib/leads/table-columns";
import { settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";
import { type LeadViewItem, useLeadsActions } from "../server-actions-context";

export type SavedViewsProps = {
  basePath: string;
  /** The current filters and sort (canonical query without paging), saved with the view. */
  viewQuery: string;
  columns: readonly LeadTableColumnId[];
};

/** Views: open one of the user's saved views, delete one, or save the current columns and filters under a name. */
export function SavedViews({ basePath, viewQuery, columns }: SavedViewsProps) {
  const panelId = useId();
  const router = useRouter();
  const actions = useLeadsActions();
  const [open, setOpen] = useState(false);
  const [views, setViews] = useState<LeadViewItem[] | null>(null);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function openPanel() {
    setOpen(true);
    if (views === null) {
      startTransition(async () => {
        const failed = "Could not load the views.";
        const result = await settleAction(() => actions.listLeadViews(undefined, {}), failed);
        if (result.status === "error") toastError(result.message ?? failed);
        setViews(result.data ?? []);
      });
    }
  }

  function save() {
    startTransition(async () => {
      const result = await settleAction(() =>
        actions.createLeadView(undefined, { name, columns: [...columns], query: viewQuery }),
      );
      if (result.status === "error" || !result.data) {
        setNameError(result.fieldErrors?.name?.[0] ?? result.message);
        return;
      }
      const saved = result.data;
      setNameError(undefined);
      setName("");
      setViews((current) => [...(current ?? []), saved].sort((a, b) => a.name.localeCompare(b.name)));
      toastSuccess(result.message ?? "View saved.");
    });
  }

  function openView(view: LeadViewItem) {
    startTransition(async () => {
      const failed = "Could not open the view.";
      const result = await settleAction(() => actions.openLeadView(undefined, { viewId: view.id }), failed);
      if (result.status === "error" || !result.data) {
        toastError(result.message ?? failed);
        return;
      }
      setOpen(false);
      router.push(result.data.query ? `${basePath}?${result.data.query}` : basePath);
      router.refresh();
    });
  }

  function deleteView(view: LeadViewItem) {
    startTransition(async () => {
      const failed = "Could not delete the view.";
      const result = await settleAction(() => actions.deleteLeadView(undefined, { viewId: view.id }), failed);
      if (result.status === "error") toastError(result.message ?? failed);
      else setViews((current) => (current ?? []).filter((v) => v.id !== view.id));
    });
  }

  const nameId = `${panelId}-name`;
  return (
    <ToolbarPanel
      trigger={
        <>
          <Bookmark aria-hidden="true" />
          Views
        </>
      }
      label="Saved views"
      open={open}
      onOpenChange={(next) => (next ? openPanel() : setOpen(false))}
      busy={pending}
      className="grid w-80 gap-3"
    >
      {views === null ? (
        <p className="text-sm text-muted-foreground">Loading views...</p>
      ) : views.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved views yet.</p>
      ) : (
        <ul className="grid gap-1" aria-label="Your views">
          {views.map((view) => (
            <li key={view.id} className="flex items-center gap-2">
              <Button
                type="button"
                variant="ghost"
                className="flex-1 justify-start"
                onClick={() => openView(view)}
              >
                {view.name}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Delete view ${view.name}`}
                onClick={() => deleteView(view)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid gap-2 border-t border-border pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={nameId} className="text-sm font-medium">
          Save the current view as
        </label>
        <div className="flex gap-2">
          <Input
            id={nameId}
            value={name}
            maxLength={60}
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" disabled={pending}>
            Save
          </Button>
        </div>
        {nameError ? (
          <p id={`${nameId}-error`} role="alert" className="text-sm text-danger">
            {nameError}
          </p>
        ) : null}
      </form>
    </ToolbarPanel>
  );
}
