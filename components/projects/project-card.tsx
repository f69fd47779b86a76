"use client";

import { Info, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ProjectView } from "./api";
import { ProjectAiStatus } from "./project-ai-status";

export function ProjectCard({
  project,
  retrying,
  onDetails,
  onEdit,
  onDelete,
  onRetry,
  onView,
}: {
  project: ProjectView;
  retrying: boolean;
  onDetails(): void;
  onEdit(): void;
  onDelete(): void;
  onRetry(): void;
  onView(): void;
}) {
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-white p-5 shadow-sm"
      data-testid="project-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{project.name}</h2>
          <Badge tone="indigo" className="mt-1">
            {project.industry}
          </Badge>
        </div>
        <div className="flex shrink-0">
          <Button
            type="button"
            size="icon"
            variant="ghost"
            onClick={onDetails}
            aria-label={`View details of ${project.name}`}
          >
            <Info aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            onClick={onEdit}
            aria-label={`Edit ${project.name}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            onClick={onDelete}
            aria-label={`Delete ${project.name}`}
          >
            <Trash2 aria-hidden="true" className="size-4 text-danger" />
          </Button>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
      {project.pricing_range || project.target_audience ? (
        <p className="text-xs text-muted-foreground">
          {[project.pricing_range, project.target_audience].filter(Boolean).join(" · ")}
        </p>
      ) : null}
      <div className="mt-auto border-t border-border pt-3">
        <ProjectAiStatus project={project} retrying={retrying} onRetry={onRetry} onView={onView} />
      </div>
    </li>
  );
}
