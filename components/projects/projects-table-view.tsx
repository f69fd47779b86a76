import { FolderKanban } from "lucide-react";
import Link from "next/link";
import { Pagination } from "@/components/data-table/pagination";
import { SearchBox } from "@/components/data-table/search-box";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { buildUrl } from "@/components/data-table/url-state";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireSessionContext } from "@/lib/auth/session";
import { summarizePage } from "@/lib/leads/paging";
import { listProjectIndustries, listProjectsPage } from "@/lib/projects/queries";
import { projectToJson } from "@/lib/projects/serialize";
import { projectMessages } from "@/lib/projects/validations";
import { sourceReadinessFor } from "@/lib/scraping/source-status";
import { IndustryFilter } from "./industry-filter";
import { ProjectsTable } from "./projects-table";

/** The By Project table's URL keys (the Leads page's `p*` keys: its other tabs use the plain ones). */
const keys = { q: "pq", industry: "pindustry", page: "ppage" } as const;

type ProjectsTableParams = { q?: string; industry?: string; page: number; perPage: number };

/**
 * By Project (spec part 2 section 2.3): the workspace's projects with search and the Industry filter,
 * both applied by the server from the URL, one offset page at a time.
 */
export async function ProjectsTableView({
  workspaceId,
  params,
  basePath,
  query,
}: {
  workspaceId: string;
  params: ProjectsTableParams;
  basePath: string;
  query: string;
}) {
  const [page, industries, readiness] = await Promise.all([
    listProjectsPage({ workspaceId, ...params }),
    listProjectIndustries({ workspaceId }),
    requireSessionContext().then(sourceReadinessFor),
  ]);
  if (page.workspaceTotal === 0) {
    return (
      <EmptyState
        icon={<FolderKanban />}
        title={projectMessages.noProjects}
        description="Projects group your leads by business goal, with AI recommendations of where to find them."
        action={
          <Link href="/projects?action=create" className={buttonVariants({ variant: "outline" })}>
            New Project
          </Link>
        }
      />
    );
  }
  const start = (params.page - 1) * params.perPage;
  const pageInfo = {
    page: params.page,
    perPage: params.perPage,
    from: page.rows.length ? start + 1 : 0,
    to: start + page.rows.length,
    hasPrev: params.page > 1,
    hasNext: start + page.rows.length < page.matching,
    prevCursor: null,
    nextCursor: null,
    isLast: false,
  };
  const summary = summarizePage(pageInfo, { count: page.matching, exact: true });
  const to = (target: number) => buildUrl(basePath, query, { [keys.page]: target > 1 ? target : null });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <DataTableToolbar>
        <SearchBox
          query={query}
          param={keys.q}
          value={params.q ?? ""}
          label="Search projects"
          placeholder="Search projects..."
        />
        <IndustryFilter
          query={query}
          param={keys.industry}
          value={params.industry ?? ""}
          industries={industries}
        />
      </DataTableToolbar>
      <ProjectsTable
        projects={page.rows.map(projectToJson)}
        firstRowNumber={pageInfo.from || 1}
        readiness={readiness}
      />
      <Pagination
        summary={summary.showing}
        pageLabel={summary.pageLabel}
        firstHref={params.page > 1 ? to(1) : undefined}
        prevHref={pageInfo.hasPrev ? to(params.page - 1) : undefined}
        nextHref={pageInfo.hasNext ? to(params.page + 1) : undefined}
        lastHref={pageInfo.hasNext ? to(summary.pageCount) : undefined}
      />
    </div>
  );
}
