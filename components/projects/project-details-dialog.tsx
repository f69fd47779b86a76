"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { callProjects, type ProjectView } from "./api";

type Lists = {
  leadLists: Array<{ id: string; name: string; platform: string | null; status: string; leadsCount: number }>;
  leadCount: number;
};

/** Details: the fields, the project's lead lists and lead count, and Start Scraping Leads (/scrape?project={id}). */
export function ProjectDetailsDialog({
  project,
  onOpenChange,
}: {
  project: ProjectView | null;
  onOpenChange(open: boolean): void;
}) {
  const [loaded, setLoaded] = useState<{ id: string; value: Lists | "error" } | null>(null);
  const lists = project && loaded?.id === project.id ? loaded.value : null;
  useEffect(() => {
    if (!project) return;
    let live = true;
    void callProjects(`/${project.id}`, "GET").then((answer) => {
      if (live) setLoaded({ id: project.id, value: answer.ok ? (answer.data as Lists) : "error" });
    });
    return () => {
      live = false;
    };
  }, [project]);

  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{project?.name}</DialogTitle>
          <DialogDescription>{project?.industry}</DialogDescription>
        </DialogHeader>
        {project ? (
          <div className="grid gap-4 text-sm">
            <p className="whitespace-pre-wrap">{project.description}</p>
            <dl className="grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">Pricing range</dt>
                <dd>{project.pricing_range ?? "Not specified"}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Target audience</dt>
                <dd>{project.target_audience ?? "Not specified"}</dd>
              </div>
              {project.notes ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">Notes</dt>
                  <dd className="whitespace-pre-wrap">{project.notes}</dd>
                </div>
              ) : null}
            </dl>
            <section aria-labelledby="project-lists-title">
              <h3 id="project-lists-title" className="font-semibold">
                Lead lists
              </h3>
              {lists === null ? (
                <Spinner label="Loading lead lists" className="mt-2" />
              ) : lists === "error" ? (
                <p className="mt-2 text-danger">Failed to load lead lists</p>
              ) : lists.leadLists.length === 0 ? (
                <p className="mt-2 text-muted-foreground">
                  No lead lists yet. Scrapes started from this project appear here.
                </p>
              ) : (
                <>
                  <p className="mt-1 text-muted-foreground" data-testid="project-lead-count">
                    {lists.leadCount.toLocaleString("en-US")} leads in {lists.leadLists.length} lists
                  </p>
                  <ul className="mt-2 grid gap-1">
                    {lists.leadLists.map((list) => (
                      <li
                        key={list.id}
                        className="flex justify-between gap-2 rounded border border-border px-3 py-2"
                      >
                        <span className="truncate">{list.name}</span>
                        <span className="shrink-0 text-muted-foreground">{list.leadsCount} leads</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
            <Link
              href={`/scrape?project=${project.id}`}
              className={buttonVariants({ className: "justify-self-start" })}
            >
              Start Scraping Leads
            </Link>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
