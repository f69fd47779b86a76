import type { Metadata } from "next";
import { ProjectsBoard } from "@/components/projects/projects-board";
import { requireSessionContext } from "@/lib/auth/session";
import { listProjects } from "@/lib/projects/queries";
import { projectToJson } from "@/lib/projects/serialize";

export const metadata: Metadata = { title: "Projects" };

export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { workspace } = await requireSessionContext();
  const [params, projects] = await Promise.all([searchParams, listProjects({ workspaceId: workspace.id })]);
  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-6 lg:p-8">
      <ProjectsBoard initialProjects={projects.map(projectToJson)} openCreate={params.action === "create"} />
    </div>
  );
}
