import { LeadsScreen } from "@/components/leads/leads-screen";
import { parseLeadsPageParams, type RawSearchParams } from "@/components/leads/leads-page-params";
import type { LeadsActions } from "@/components/leads/server-actions-context";
import { can } from "@/lib/auth/permissions";
import { requireSessionContext } from "@/lib/auth/session";
import {
  createCuratedListAction,
  createExportUrlAction,
  createLeadViewAction,
  deleteLeadAction,
  deleteLeadViewAction,
  deleteLeadListAction,
  findContactsAction,
  leadFilterOptionsAction,
  listLeadViewsAction,
  loadSampleDataAction,
  openLeadViewAction,
  saveLeadColumnsAction,
  updateLeadAction,
  updateLeadListAction,
} from "../actions";

export type LeadsSearchParamsRecord = RawSearchParams;

/** The server actions of ../actions.ts, passed down as props: components never import from app/. */
const leadsActions: LeadsActions = {
  updateLead: updateLeadAction,
  deleteLead: deleteLeadAction,
  createCuratedList: createCuratedListAction,
  updateLeadList: updateLeadListAction,
  deleteLeadList: deleteLeadListAction,
  loadSampleData: loadSampleDataAction,
  createExportUrl: createExportUrlAction,
  saveLeadColumns: saveLeadColumnsAction,
  listLeadViews: listLeadViewsAction,
  createLeadView: createLeadViewAction,
  openLeadView: openLeadViewAction,
  deleteLeadView: deleteLeadViewAction,
  leadFilterOptions: leadFilterOptionsAction,
  findContacts: findContactsAction,
};

/** Both Leads routes: the session decides the workspace; the URL, parsed on the server, decides the view. */
export async function renderLeadsPage(
  basePath: "/leads" | "/leads2",
  searchParams: Promise<LeadsSearchParamsRecord>,
) {
  const session = await requireSessionContext();
  const { params, detail, refused } = parseLeadsPageParams(await searchParams);
  return (
    <LeadsScreen
      basePath={basePath}
      workspaceId={session.workspace.id}
      userId={session.user.id}
      timeZone={session.workspace.timeZone}
      canSendCampaigns={can(session.role, "campaigns:write")}
      params={params}
      detail={detail}
      refusedParams={refused}
      actions={leadsActions}
    />
  );
}
