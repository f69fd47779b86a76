"use client";

import { Eye, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { projectMessages } from "@/lib/projects/validations";
import type { ProjectView } from "./api";

/** Spec part 2 section 4: analysing (spinner), error (text and Retry), available (eye icon). */
export function ProjectAiStatus({
  project,
  retrying,
  onRetry,
  onView,
}: {
  project: ProjectView;
  retrying: boolean;
  onRetry(): void;
  onView(): void;
}) {
  if (project.isAnalysing) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="AI analysis running" className="size-4" /> AI analysis running…
      </p>
    );
  }
  if (project.isError) {
    return (
      <div role="alert" className="grid gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
        <p>{projectMessages.analysisFailed}</p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onRetry}
          loading={retrying}
          className="justify-self-start"
        >
          <RotateCcw aria-hidden="true" className="size-4" /> Retry
        </Button>
      </div>
    );
  }
  const top = project.ai_analysis?.recommendations.find((r) => r.recommend);
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <span>{top ? `AI pick: ${top.platform}` : projectMessages.noRecommendations}</span>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        onClick={onView}
        aria-label={`View AI recommendations for ${project.name}`}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
