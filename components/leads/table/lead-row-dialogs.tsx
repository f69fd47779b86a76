"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useWorkspaceTimeZone } from "@/components/shell/workspace-time-zone";
import { leadMessages } from "@/lib/leads/messages";
import { CONNECTION_LOST } from "@/lib/server/settle-action";
import { toastError } from "@/lib/toast";
import { DeleteLeadDialog, type DeletableLead } from "./delete-lead-dialog";
import { EditLeadDialog } from "../edit-lead/edit-lead-dialog";
import { JsonViewerDialog } from "./json-viewer-dialog";
import { type LeadDetail, leadViewValue } from "./lead-view-value";
import { getLeadDisplayName } from "../lead-display";

/** What a row's buttons know of their lead: enough to name it and ask the server for the rest. */
export type RowLead = DeletableLead;

type Open = (mode: "view" | "edit" | "delete", lead: RowLead) => void;
export type RowDialogs = { open: Open; loadingId: number | null };

const RowDialogsContext = createContext<RowDialogs | null>(null);

/** The row's lead is not there any more (deleted meanwhile, in another tab or by a colleague). */
class LeadGone extends Error {
  constructor() {
    super(leadMessages.leadUnidentified);
  }
}

/** One lead by id from the Leads API; a lead that is gone (or another workspace's) cannot be identified. */
export async function fetchLead(id: number): Promise<LeadDetail> {
  const response = await fetch(`/api/leads/${encodeURIComponent(String(id))}`, {
    headers: { accept: "application/json" },
  }).catch(() => {
    throw new Error(CONNECTION_LOST);
  });
  if (response.status === 400 || response.status === 404) throw new LeadGone();
  if (!response.ok) throw new Error(leadMessages.leadsLoadFailed);
  const body = (await response.json()) as { data?: LeadDetail };
  if (!body.data || body.data.id !== id) throw new LeadGone();
  return body.data;
}

/**
 * The one View, Edit and Delete dialog of a leads table. Rows carry no lead data: View and Edit fetch the
 * record (`GET /api/leads/{id}`) when clicked, so the page never ships every lead's JSON. Each dialog is
 * mounted the first time it opens (and stays, for its closing animation), not on every page render.
 */
export function LeadRowDialogsProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [viewing, setViewing] = useState<LeadDetail | null>(null);
  const [editing, setEditing] = useState<LeadDetail | null>(null);
  const timeZone = useWorkspaceTimeZone();
  const [deleting, setDeleting] = useState<RowLead | null>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [opened, setOpened] = useState({ view: false, edit: false, delete: false });
  // The row's button: the dialogs open without a Radix trigger, so closing one puts focus back here.
  const returnFocus = useRef<HTMLElement | null>(null);

  const open = useCallback<Open>(
    (mode, lead) => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpened((current) => (current[mode] ? current : { ...current, [mode]: true }));
      if (mode === "delete") return setDeleting(lead);
      setLoadingId(lead.id);
      fetchLead(lead.id)
        .then((record) => (mode === "view" ? setViewing(record) : setEditing(record)))
        .catch((error: unknown) => {
          toastError(error instanceof Error && error.message ? error.message : leadMessages.leadUnidentified);
          // The table still shows a lead that is gone: read the page again without it.
          if (error instanceof LeadGone) router.refresh();
        })
        .finally(() => setLoadingId(null));
    },
    [router],
  );
  const value = useMemo(() => ({ open, loadingId }), [open, loadingId]);

  /** Clears the dialog's lead, then puts focus back once it has unmounted (its focus trap holds it until then). */
  function close(clear: (lead: null) => void) {
    clear(null);
    const button = returnFocus.current;
    returnFocus.current = null;
    setTimeout(() => {
      if (button?.isConnected) button.focus();
    }, 0);
  }

  return (
    <RowDialogsContext.Provider value={value}>
      {children}
      {opened.view ? (
        <JsonViewerDialog
          open={viewing !== null}
          onOpenChange={(next) => next || close(setViewing)}
          title={viewing ? getLeadDisplayName(viewing) : "Lead data"}
          value={viewing ? leadViewValue(viewing, timeZone) : null}
        />
      ) : null}
      {opened.edit ? (
        <EditLeadDialog lead={editing} onOpenChange={(next) => next || close(setEditing)} />
      ) : null}
      {opened.delete ? <DeleteLeadDialog lead={deleting} onClose={() => close(setDeleting)} /> : null}
    </RowDialogsContext.Provider>
  );
}

export function useRowDialogs(): RowDialogs {
  const value = useContext(RowDialogsContext);
  if (!value) throw new Error("useRowDialogs must be used inside LeadRowDialogsProvider");
  return value;
}
