"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { projectMessages } from "@/lib/projects/validations";
import { recommendationHref, sourceBlock } from "@/lib/scraping/recommendation-mapping";
import type { SourceReadiness } from "@/lib/scraping/source-status";
import { SourceBlockNote, UnavailableBadge } from "@/components/scraping/unavailable-badge";
import { PlatformIcon } from "@/components/recommendations/platform-icon";
import type { ProjectView } from "./api";

/** The eye icon's modal: the project's recommendations, insights and target keywords. */
export function ProjectRecommendationsDialog({
  project,
  readiness,
  onOpenChange,
}: {
  project: ProjectView | null;
  /** Which sources can run for this user, so a recommendation that cannot says so before it is used. */
  readiness: SourceReadiness;
  onOpenChange(open: boolean): void;
}) {
  const analysis = project?.ai_analysis;
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>AI recommendations{project ? `: ${project.name}` : ""}</DialogTitle>
          <DialogDescription>Lead sources that fit this project, best first.</DialogDescription>
        </DialogHeader>
        {!analysis?.recommendations.length ? (
          <p>{projectMessages.noRecommendations}</p>
        ) : (
          <div className="grid gap-4">
            {analysis.insights.length ? (
              <ul className="list-disc pl-5 text-sm text-muted-foreground">
                {analysis.insights.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            <ul className="grid gap-3">
              {analysis.recommendations.map((r) => {
                const block = sourceBlock(readiness, r.platform);
                return (
                  <li key={r.id} className="rounded-lg border border-border p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <PlatformIcon platform={r.platform} className="size-8" />
                      <span className="font-semibold">{r.platform}</span>
                      <span className="text-sm text-muted-foreground">{r.category}</span>
                      {r.recommend ? <Badge tone="green">Recommended</Badge> : null}
                      {block ? <UnavailableBadge code={block.code} /> : null}
                    </div>
                    <p className="mt-2 text-sm">{r.description}</p>
                    {block ? <SourceBlockNote block={block} className="mt-1" /> : null}
                    {r.reason ? <p className="mt-1 text-xs text-muted-foreground">Why: {r.reason}</p> : null}
                    {r.criteria.length ? <p className="mt-1 text-xs">{r.criteria.join(" · ")}</p> : null}
                    <Link
                      href={recommendationHref(r, "/ai-scraping")}
                      className={buttonVariants({ variant: "outline", size: "sm", className: "mt-3" })}
                    >
                      Use this source
                    </Link>
                  </li>
                );
              })}
            </ul>
            {analysis.targetKeywords.length ? (
              <p className="text-sm">
                <span className="font-medium">Target keywords:</span> {analysis.targetKeywords.join(", ")}
              </p>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
