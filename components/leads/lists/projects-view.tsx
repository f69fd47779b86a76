import { ProjectsTableView } from "@/components/projects/projects-table-view";
import type { LeadListsViewProps } from "./lead-lists-view";

/** By Project: the workspace's projects, searched, filtered and paged by the server from the `p*` keys. */
export function ProjectsView({ workspaceId, params, basePath, query }: LeadListsViewProps) {
  return (
    <ProjectsTableView
      workspaceId={workspaceId}
      basePath={basePath}
      query={query}
      params={{ q: params.pq, industry: params.pindustry, page: params.ppage, perPage: params.perPage }}
    />
  );
}
