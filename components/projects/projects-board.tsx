"use client";

import { FolderPlus, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { projectMessages } from "@/lib/projects/validations";
import { toastError } from "@/lib/toast";
import { callProjects, type ProjectView } from "./api";
import { ProjectCard } from "./project-card";
import { ProjectDeleteDialog } from "./project-delete-dialog";
import { ProjectDetailsDialog } from "./project-details-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import type { SourceReadiness } from "@/lib/scraping/source-status";
import { ProjectRecommendationsDialog } from "./project-recommendations-dialog";
import { useProjectPolling } from "./use-project-polling";

/** The /projects card grid with New Project (opened at once for ?action=create), its dialogs and polling. */
export function ProjectsBoard({
  initialProjects,
  openCreate,
  readiness,
}: {
  initialProjects: ProjectView[];
  openCreate: boolean;
  readiness: SourceReadiness;
}) {
  const router = useRouter();
  const [projects, setProjects] = useState(initialProjects);
  const [formOpen, setFormOpen] = useState(openCreate);
  const [editing, setEditing] = useState<ProjectView | null>(null);
  const [deleting, setDeleting] = useState<ProjectView | null>(null);
  const [details, setDetails] = useState<ProjectView | null>(null);
  const [viewing, setViewing] = useState<ProjectView | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  useProjectPolling(projects, setProjects);

  const upsert = (project: ProjectView) =>
    setProjects((list) =>
      list.some((p) => p.id === project.id)
        ? list.map((p) => (p.id === project.id ? project : p))
        : [project, ...list],
    );

  async function retry(project: ProjectView) {
    setRetrying(project.id);
    const answer = await callProjects(`/${project.id}/retry-ai`, "POST");
    setRetrying(null);
    if (!answer.ok) return void toastError(projectMessages.retryFailed);
    upsert(answer.data as ProjectView);
  }

  function closeForm(open: boolean) {
    setFormOpen(open);
    if (!open) {
      setEditing(null);
      if (openCreate) router.replace("/projects", { scroll: false });
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Projects</h1>
          <p className="mt-1 text-muted-foreground">
            Business context for your scrapes, with AI lead-source recommendations.
          </p>
        </div>
        <Button type="button" onClick={() => setFormOpen(true)}>
          <Plus aria-hidden="true" className="size-4" /> New Project
        </Button>
      </div>
      {projects.length === 0 ? (
        <EmptyState
          icon={<FolderPlus />}
          title={projectMessages.noProjects}
          description="Create a project to get AI recommendations of where to find its leads."
          action={<Button onClick={() => setFormOpen(true)}>New Project</Button>}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              retrying={retrying === project.id}
              onDetails={() => setDetails(project)}
              onEdit={() => {
                setEditing(project);
                setFormOpen(true);
              }}
              onDelete={() => setDeleting(project)}
              onRetry={() => void retry(project)}
              onView={() => setViewing(project)}
            />
          ))}
        </ul>
      )}
      <ProjectFormDialog open={formOpen} onOpenChange={closeForm} project={editing} onSaved={upsert} />
      <ProjectDeleteDialog
        project={deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDeleted={(id) => setProjects((list) => list.filter((p) => p.id !== id))}
      />
      <ProjectDetailsDialog
        project={details}
        onOpenChange={(open) => (open ? undefined : setDetails(null))}
      />
      <ProjectRecommendationsDialog
        project={viewing}
        readiness={readiness}
        onOpenChange={(open) => (open ? undefined : setViewing(null))}
      />
    </div>
  );
}
