"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ServerAction } from "@/lib/server/action";
import type { deleteLeadSchema, updateLeadSchema } from "@/lib/leads/validations";
import type {
  createCuratedListSchema,
  deleteLeadListSchema,
  updateLeadListSchema,
} from "@/lib/lists/validations";
import type { z } from "zod";
import type { exportRequestSchema } from "@/lib/export/export-request";

export type CreatedList = { listId: string; name: string; count: number };

/**
 * The server actions the Leads screen calls. The page passes them in, so one screen serves /leads and
 * /leads2 and the shared components never import from app/.
 */
export type LeadsActions = {
  updateLead: ServerAction<typeof updateLeadSchema, undefined>;
  deleteLead: ServerAction<typeof deleteLeadSchema, undefined>;
  createCuratedList: ServerAction<typeof createCuratedListSchema, CreatedList>;
  updateLeadList: ServerAction<typeof updateLeadListSchema, undefined>;
  deleteLeadList: ServerAction<typeof deleteLeadListSchema, undefined>;
  loadSampleData: ServerAction<z.ZodObject<Record<string, never>>, { count: number }>;
  /** A signed, expiring download link for an export query (RELIABILITY 21). */
  createExportUrl: ServerAction<typeof exportRequestSchema, { url: string }>;
};

const LeadsActionsContext = createContext<LeadsActions | null>(null);

export function LeadsActionsProvider({ actions, children }: { actions: LeadsActions; children: ReactNode }) {
  return <LeadsActionsContext.Provider value={actions}>{children}</LeadsActionsContext.Provider>;
}

export function useLeadsActions(): LeadsActions {
  const actions = useContext(LeadsActionsContext);
  if (!actions) throw new Error("useLeadsActions must be used inside LeadsActionsProvider");
  return actions;
}
