import type { Metadata } from "next";
import { ProjectsBoard } from "@/components/projects/projects-board";
import { requireSessionContext } from "@/lib/auth/session";
import { listProjects } from "@/lib/projects/queries";
import { projectToJson } from "@/lib/projects/serialize";
import { sourceReadinessFor } from "@/lib/scraping/source-status";

export const metadata: Metadata = { title: "Projects" };

export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireSessionContext();
  const [params, projects, readiness] = await Promise.all([
    searchParams,
    listProjects({ workspaceId: session.workspace.id }),
    sourceReadinessFor(session),
  ]);
  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-6 lg:p-8">
      <ProjectsBoard
        initialProjects={projects.map(projectToJson)}
        openCreate={params.action === "create"}
        readiness={readiness}
      />
    </div>
  );
}
