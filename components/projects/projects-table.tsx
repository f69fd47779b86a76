"use client";

import { Eye, Pencil, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { Button } from "@/components/ui/button";
import { projectMessages } from "@/lib/projects/validations";
import type { ProjectView } from "./api";
import { ProjectDeleteDialog } from "./project-delete-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import type { SourceReadiness } from "@/lib/scraping/source-status";
import { ProjectRecommendationsDialog } from "./project-recommendations-dialog";

const columns: DataTableColumn[] = [
  { id: "no", header: "No." },
  { id: "name", header: "Name" },
  { id: "description", header: "Description" },
  { id: "industry", header: "Industry" },
  { id: "pricing", header: "Pricing Range" },
  { id: "audience", header: "Target Audience" },
  { id: "notes", header: "Notes" },
  { id: "analysis", header: "AI Analysis" },
  { id: "created", header: "Created At", className: "whitespace-nowrap" },
  { id: "actions", header: "Actions" },
];

/**
 * The rows of the By Project table (spec part 2 section 2.3) with the AI Analysis view, edit and delete;
 * the search, filter and paging around it are the server's (projects-table-view.tsx), so a saved edit
 * or a delete refreshes the page's data.
 */
export function ProjectsTable({
  projects,
  firstRowNumber,
  readiness,
}: {
  projects: ProjectView[];
  firstRowNumber: number;
  readiness: SourceReadiness;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<ProjectView | null>(null);
  const [deleting, setDeleting] = useState<ProjectView | null>(null);
  const [viewing, setViewing] = useState<ProjectView | null>(null);

  return (
    <>
      <DataTable
        caption="Projects"
        columns={columns}
        tableClassName="min-w-[900px]"
        pinLastColumn
        emptyState={
          <p className="px-3 py-8 text-center text-muted-foreground">{projectMessages.noProjects}</p>
        }
        rows={projects.map((p, i) => [
          firstRowNumber + i,
          <span key="name" className="font-medium">
            {p.name}
          </span>,
          <span key="description" className="block max-w-xs truncate" title={p.description}>
            {p.description}
          </span>,
          p.industry,
          p.pricing_range ?? "—",
          <span key="audience" className="block max-w-[12rem] truncate">
            {p.target_audience ?? "—"}
          </span>,
          <span key="notes" className="block max-w-[12rem] truncate">
            {p.notes ?? "—"}
          </span>,
          p.ai_analysis?.recommendations.length ? (
            <Button key="analysis" type="button" size="sm" variant="outline" onClick={() => setViewing(p)}>
              <Eye aria-hidden="true" className="size-4" /> View
            </Button>
          ) : (
            <span key="analysis" className="text-muted-foreground">
              {p.isAnalysing ? "Analysing…" : p.isError ? "Failed" : "—"}
            </span>
          ),
          <WorkspaceTime key="created" value={p.createdAt} dateOnly />,
          <div key="actions" className="flex">
            <Button
              type="button"
              size="icon"
              variant="ghost"
              onClick={() => setEditing(p)}
              aria-label={`Edit ${p.name}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              onClick={() => setDeleting(p)}
              aria-label={`Delete ${p.name}`}
            >
              <Trash2 aria-hidden="true" className="size-4 text-danger" />
            </Button>
          </div>,
        ])}
      />
      <ProjectFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        project={editing}
        onSaved={() => router.refresh()}
      />
      <ProjectDeleteDialog
        project={deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDeleted={() => router.refresh()}
      />
      <ProjectRecommendationsDialog
        project={viewing}
        readiness={readiness}
        onOpenChange={(open) => (open ? undefined : setViewing(null))}
      />
    </>
  );
}
