import type { LeadsActions } from "@/components/leads/leads-actions";
import {
  createCuratedListAction,
  createExportUrlAction,
  deleteLeadAction,
  deleteLeadListAction,
  loadSampleDataAction,
  updateLeadAction,
  updateLeadListAction,
} from "../actions";

/** The server actions the shared Leads screen calls; /leads and /leads2 both pass this object down. */
export const leadsActions: LeadsActions = {
  updateLead: updateLeadAction,
  deleteLead: deleteLeadAction,
  createCuratedList: createCuratedListAction,
  updateLeadList: updateLeadListAction,
  deleteLeadList: deleteLeadListAction,
  loadSampleData: loadSampleDataAction,
  createExportUrl: createExportUrlAction,
};
