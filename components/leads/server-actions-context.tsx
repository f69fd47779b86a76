"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ServerAction } from "@/lib/server/action";
import type { deleteLeadSchema, editLeadContactSchema } from "@/lib/leads/validations";
import type {
  createCuratedListSchema,
  deleteLeadListSchema,
  updateLeadListSchema,
} from "@/lib/lists/validations";
import type { z } from "zod";
import type { exportRequestSchema } from "@/lib/export/export-request";
import type {
  createLeadViewSchema,
  leadViewIdSchema,
  saveLeadColumnsSchema,
} from "@/lib/leads/table-columns";
import type { LeadTableColumnId } from "@/lib/leads/table-columns";
import type { FindContactsOutcome, findContactsSchema } from "@/lib/scraping/find-contacts/validations";

/** A saved view as the Views menu gets it. */
export type LeadViewItem = { id: string; name: string; columns: LeadTableColumnId[]; query: string };

export type CreatedList = { listId: string; name: string; count: number };

/**
 * The server actions the Leads screen calls. The page passes them in, so one screen serves /leads and
 * /leads2 and the shared components never import from app/.
 */
export type LeadsActions = {
  updateLead: ServerAction<typeof editLeadContactSchema, undefined>;
  deleteLead: ServerAction<typeof deleteLeadSchema, undefined>;
  createCuratedList: ServerAction<typeof createCuratedListSchema, CreatedList>;
  updateLeadList: ServerAction<typeof updateLeadListSchema, undefined>;
  deleteLeadList: ServerAction<typeof deleteLeadListSchema, undefined>;
  loadSampleData: ServerAction<z.ZodObject<Record<string, never>>, { count: number }>;
  /** A signed, expiring download link for an export query (RELIABILITY 21). */
  createExportUrl: ServerAction<typeof exportRequestSchema, { url: string }>;
  saveLeadColumns: ServerAction<typeof saveLeadColumnsSchema, undefined>;
  listLeadViews: ServerAction<z.ZodObject<Record<string, never>>, LeadViewItem[]>;
  createLeadView: ServerAction<typeof createLeadViewSchema, LeadViewItem>;
  openLeadView: ServerAction<typeof leadViewIdSchema, LeadViewItem>;
  deleteLeadView: ServerAction<typeof leadViewIdSchema, undefined>;
  leadFilterOptions: ServerAction<z.ZodObject<Record<string, never>>, LeadFilterOptionsData>;
  /** Find contacts on a selection or a list: one web scrape run filling the same leads. */
  findContacts: ServerAction<typeof findContactsSchema, FindContactsOutcome>;
};

export type LeadFilterOptionsData = {
  lists: { id: string; name: string }[];
  projects: { id: string; name: string }[];
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
