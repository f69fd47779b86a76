"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { projectMessages } from "@/lib/projects/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import { callProjects, type ProjectView } from "./api";

/** Spec part 2 section 2.2: "Delete project?", saying it removes the project and its scrape jobs and leads. */
export function ProjectDeleteDialog({
  project,
  onOpenChange,
  onDeleted,
}: {
  project: ProjectView | null;
  onOpenChange(open: boolean): void;
  onDeleted(id: string): void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title="Delete project?"
      description={`This permanently removes the project "${project?.name ?? ""}" and its scrape jobs and leads: running scrapes stop, and the lead lists made for it and every lead its scrapes saved are deleted.`}
      confirmLabel="Delete"
      destructive
      pending={pending}
      onConfirm={async () => {
        if (!project) return;
        setPending(true);
        const answer = await callProjects(`/${project.id}`, "DELETE");
        setPending(false);
        if (!answer.ok) return void toastError(answer.message ?? projectMessages.deleteFailed);
        toastSuccess(projectMessages.deleted);
        onDeleted(project.id);
        onOpenChange(false);
      }}
    />
  );
}
