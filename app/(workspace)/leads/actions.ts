"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { exportRequestSchema } from "@/lib/export/export-request";
import { authedAction } from "@/lib/server/action";
import { createExportUrl } from "@/lib/export/export-url";
import { deleteLead, updateLead } from "@/lib/leads/queries";
import { loadSampleData } from "@/lib/leads/sample-data";
import { deleteLeadSchema, editLeadContactSchema } from "@/lib/leads/validations";
import { createCuratedListSchema, deleteLeadListSchema, updateLeadListSchema } from "@/lib/lists/validations";
import { createCuratedList, deleteLeadList, updateLeadList } from "@/lib/lists/queries";
import { getLeadFilterOptions } from "@/lib/leads/filter-options";
import { findContactsMessages } from "@/lib/scraping/find-contacts/messages";
import { startFindContacts } from "@/lib/scraping/find-contacts/start";
import { type FindContactsOutcome, findContactsSchema } from "@/lib/scraping/find-contacts/validations";
import type { ActionResult } from "@/lib/server/action-result";
import { createLeadViewSchema, leadViewIdSchema, saveLeadColumnsSchema } from "@/lib/leads/table-columns";
import {
  createLeadView,
  deleteLeadView,
  getLeadView,
  listLeadViews,
  saveLeadTableColumns,
} from "@/lib/leads/table-views";

/** Both routes render the same screen (/leads in group A, /leads2 in group B). */
function revalidateLeads() {
  revalidatePath("/leads");
  revalidatePath("/leads2");
}

export const updateLeadAction = authedAction(
  editLeadContactSchema,
  async (input, { workspace }) => {
    await updateLead({ workspaceId: workspace.id, input });
    revalidateLeads();
  },
  { permission: "leads:write" },
);

export const deleteLeadAction = authedAction(
  deleteLeadSchema,
  async ({ leadId }, { workspace }) => {
    await deleteLead({ workspaceId: workspace.id, leadId });
    revalidateLeads();
  },
  { permission: "leads:write" },
);

export const createCuratedListAction = authedAction(
  createCuratedListSchema,
  async (input, { user, workspace }) => {
    const { list, added } = await createCuratedList({ workspaceId: workspace.id, userId: user.id, input });
    revalidateLeads();
    return { status: "success" as const, data: { listId: list.id, name: list.name, count: added } };
  },
  { permission: "leads:write" },
);

export const findContactsAction = authedAction(
  findContactsSchema,
  async (input, { user, workspace }): Promise<ActionResult<FindContactsOutcome>> => {
    const { run, sites, skipped, overCap } = await startFindContacts({
      workspaceId: workspace.id,
      userId: user.id,
      input,
    });
    // Nothing to search is an answer, not a failure: nothing was started or charged.
    if (!run)
      return {
        status: "success",
        message: findContactsMessages.nothingToSearch(skipped),
        data: { runId: null, sites, skipped, overCap },
      };
    revalidateLeads();
    const message = [
      findContactsMessages.started(sites),
      skipped ? findContactsMessages.skipped(skipped) : "",
      overCap ? findContactsMessages.overCap(overCap) : "",
    ]
      .filter(Boolean)
      .join(" ");
    return { status: "success", message, data: { runId: run.id, sites, skipped, overCap } };
  },
  { permission: "leads:write" },
);

export const updateLeadListAction = authedAction(
  updateLeadListSchema,
  async (input, { workspace }) => {
    await updateLeadList({ workspaceId: workspace.id, input });
    revalidateLeads();
  },
  { permission: "leads:write" },
);

export const deleteLeadListAction = authedAction(
  deleteLeadListSchema,
  async ({ listId }, { workspace }) => {
    await deleteLeadList({ workspaceId: workspace.id, listId });
    revalidateLeads();
  },
  { permission: "leads:write" },
);

export const loadSampleDataAction = authedAction(
  z.object({}),
  async (_input, { user, workspace }) => {
    const { imported } = await loadSampleData({ workspaceId: workspace.id, userId: user.id });
    revalidateLeads();
    return { status: "success" as const, data: { count: imported } };
  },
  { permission: "leads:write" },
);

export const createExportUrlAction = authedAction(
  exportRequestSchema,
  async ({ query }, { user, workspace }) => ({
    status: "success" as const,
    data: { url: createExportUrl({ workspaceId: workspace.id, userId: user.id, params: query }) },
  }),
  { permission: "leads:read" },
);

export const saveLeadColumnsAction = authedAction(
  saveLeadColumnsSchema,
  async ({ columns }, { user, workspace }) => {
    await saveLeadTableColumns({ workspaceId: workspace.id, userId: user.id, columns });
    revalidateLeads();
  },
  { permission: "leads:read" },
);

export const listLeadViewsAction = authedAction(
  z.object({}),
  async (_input, { user, workspace }) => ({
    status: "success" as const,
    data: await listLeadViews({ workspaceId: workspace.id, userId: user.id }),
  }),
  { permission: "leads:read" },
);

export const createLeadViewAction = authedAction(
  createLeadViewSchema,
  async (input, { user, workspace }) => {
    const view = await createLeadView({ workspaceId: workspace.id, userId: user.id, ...input });
    return { status: "success" as const, message: `View "${view.name}" saved.`, data: view };
  },
  { permission: "leads:read" },
);

/** Opening a view makes its columns the user's columns; the client then goes to the view's query. */
export const openLeadViewAction = authedAction(
  leadViewIdSchema,
  async ({ viewId }, { user, workspace }) => {
    const owner = { workspaceId: workspace.id, userId: user.id };
    const view = await getLeadView({ ...owner, viewId });
    await saveLeadTableColumns({ ...owner, columns: view.columns });
    revalidateLeads();
    return { status: "success" as const, data: view };
  },
  { permission: "leads:read" },
);

export const deleteLeadViewAction = authedAction(
  leadViewIdSchema,
  async ({ viewId }, { user, workspace }) => {
    await deleteLeadView({ workspaceId: workspace.id, userId: user.id, viewId });
  },
  { permission: "leads:read" },
);

export const leadFilterOptionsAction = authedAction(
  z.object({}),
  async (_input, { workspace }) => ({
    status: "success" as const,
    data: await getLeadFilterOptions(workspace.id),
  }),
  { permission: "leads:read" },
);
