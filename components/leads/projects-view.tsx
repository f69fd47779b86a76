import Link from "next/link";
import { FolderKanban } from "lucide-react";
import { ProjectsTable } from "@/components/projects/projects-table";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listProjects } from "@/lib/projects/queries";
import { projectToJson } from "@/lib/projects/serialize";
import { projectMessages } from "@/lib/projects/validations";

/** By Project: the workspace's projects (search and the Industry filter work on this list in the browser). */
export async function ProjectsView({ workspaceId }: { workspaceId: string }) {
  const projects = await listProjects({ workspaceId });
  if (projects.length === 0) {
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
  return <ProjectsTable initialProjects={projects.map(projectToJson)} />;
}
