"use client";

import type { ReactNode } from "react";
import { TableUrlStateProvider } from "@/components/data-table/use-url-update";
import { LeadSelectionProvider } from "./table/lead-selection";
import { leadsUrlState } from "./leads-href";
import { LeadsActionsProvider, type LeadsActions } from "./server-actions-context";

/** The Leads screen's client state in one client boundary: its server actions, URL rules and selection. */
export function LeadsScreenProviders({ actions, children }: { actions: LeadsActions; children: ReactNode }) {
  return (
    <LeadsActionsProvider actions={actions}>
      <TableUrlStateProvider options={leadsUrlState}>
        <LeadSelectionProvider>{children}</LeadSelectionProvider>
      </TableUrlStateProvider>
    </LeadsActionsProvider>
  );
}
