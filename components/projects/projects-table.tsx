"use client";

import { Eye, Pencil, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { projectMessages } from "@/lib/projects/validations";
import type { ProjectView } from "./api";
import { ProjectDeleteDialog } from "./project-delete-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import { ProjectRecommendationsDialog } from "./project-recommendations-dialog";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The Leads page's By Project table (spec part 2 section 2.3): search, Industry filter, columns, AI Analysis view, edit, delete. */
export function ProjectsTable({ initialProjects }: { initialProjects: ProjectView[] }) {
  const [projects, setProjects] = useState(initialProjects);
  const [search, setSearch] = useState("");
  const [industry, setIndustry] = useState("");
  const [editing, setEditing] = useState<ProjectView | null>(null);
  const [deleting, setDeleting] = useState<ProjectView | null>(null);
  const [viewing, setViewing] = useState<ProjectView | null>(null);
  const industries = useMemo(() => [...new Set(projects.map((p) => p.industry))].sort(), [projects]);
  const shown = projects.filter((p) => {
    const q = search.trim().toLowerCase();
    return (!q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)) && (!industry || p.industry === industry);
  });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="project-search">Search projects</Label>
          <Input id="project-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search projects..." className="w-64 max-w-full" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="project-industry-filter">Industry</Label>
          <Select id="project-industry-filter" value={industry} onChange={(e) => setIndustry(e.target.value)}>
            <option value="">All industries</option>
            {industries.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg border border-border bg-white">
        <table className="w-full min-w-[900px] text-left text-sm">
          <caption className="sr-only">Projects</caption>
          <thead className="bg-muted text-xs uppercase">
            <tr>
              {["No.", "Name", "Description", "Industry", "Pricing Range", "Target Audience", "Notes", "AI Analysis", "Created At", "Actions"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={10} className="px-3 py-8 text-center text-muted-foreground">
                  {projectMessages.noProjects}
                </td>
              </tr>
            ) : (
              shown.map((p, i) => (
                <tr key={p.id} className="border-t border-border align-top">
                  <td className="px-3 py-2">{i + 1}</td>
                  <td className="px-3 py-2 font-medium">{p.name}</td>
                  <td className="max-w-xs truncate px-3 py-2" title={p.description}>{p.description}</td>
                  <td className="px-3 py-2">{p.industry}</td>
                  <td className="px-3 py-2">{p.pricing_range ?? "—"}</td>
                  <td className="max-w-[12rem] truncate px-3 py-2">{p.target_audience ?? "—"}</td>
                  <td className="max-w-[12rem] truncate px-3 py-2">{p.notes ?? "—"}</td>
                  <td className="px-3 py-2">
                    {p.ai_analysis?.recommendations.length ? (
                      <Button type="button" size="sm" variant="outline" onClick={() => setViewing(p)}>
                        <Eye aria-hidden="true" className="size-4" /> View
                      </Button>
                    ) : (
                      <span className="text-muted-foreground">{p.isAnalysing ? "Analysing…" : p.isError ? "Failed" : "—"}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{dateFormat.format(new Date(p.createdAt))}</td>
                  <td className="px-3 py-2">
                    <div className="flex">
                      <Button type="button" size="icon" variant="ghost" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button type="button" size="icon" variant="ghost" onClick={() => setDeleting(p)} aria-label={`Delete ${p.name}`}>
                        <Trash2 aria-hidden="true" className="size-4 text-danger" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ProjectFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        project={editing}
        onSaved={(saved) => setProjects((list) => list.map((p) => (p.id === saved.id ? saved : p)))}
      />
      <ProjectDeleteDialog
        project={deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDeleted={(id) => setProjects((list) => list.filter((p) => p.id !== id))}
      />
      <ProjectRecommendationsDialog project={viewing} onOpenChange={(open) => (open ? undefined : setViewing(null))} />
    </div>
  );
}
