import type { z } from "zod";
import type { LeadFilters } from "./lead-filters";
import type { leadContactFilterShape } from "./validations";

type ContactFilterParams = z.output<z.ZodObject<typeof leadContactFilterShape>>;

/** The contact-column filters of a URL (the Leads table's, an export's), as the lead queries name them. */
export function contactFiltersOf(params: ContactFilterParams): Omit<LeadFilters, "workspaceId"> {
  return {
    has: params.has,
    emailStatus: params.estatus,
    tags: params.tags,
    listId: params.inlist,
    projectId: params.project,
    location: params.loc,
    from: params.from,
    to: params.to,
  };
}
