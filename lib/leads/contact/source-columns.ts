import type { LeadPlatform } from "@/lib/leads/constants";
import { formatPlace } from "./address";
import { contactColumns } from "./columns";
import { contactFromSource } from "./index";
import type { SourceLead } from "./types";

/**
 * What a source's lead is saved with beside its own fields: its contact record's columns, the record's
 * company where the source named none (a Maps place is its own company), and a Location from the record's
 * address, so the Location column and filter find a place or a site by where it is.
 */
export function sourceLeadColumns(platform: LeadPlatform, lead: SourceLead, workspaceId: string) {
  const record = contactFromSource(platform, lead);
  return {
    ...contactColumns(record, workspaceId),
    company: lead.company ?? record.company,
    location: lead.location ?? formatPlace(record.address),
  };
}
