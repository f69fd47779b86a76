"use client";

import { Eye, Pencil, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatUtcDate } from "@/lib/format/dates";
import { projectMessages } from "@/lib/projects/validations";
import type { ProjectView } from "./api";
import { ProjectDeleteDialog } from "./project-delete-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import { ProjectRecommendationsDialog } from "./project-recommendations-dialog";

const PAGE_SIZE = 10;

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

/** The Leads page's By Project table (spec part 2 section 2.3): search, Industry filter, columns, AI Analysis view, edit, delete. */
export function ProjectsTable({ initialProjects }: { initialProjects: ProjectView[] }) {
  const [projects, setProjects] = useState(initialProjects);
  const [search, setSearch] = useState("");
  const [industry, setIndustry] = useState("");
  const [pageIndex, setPageIndex] = useState(0);
  const [editing, setEditing] = useState<ProjectView | null>(null);
  const [deleting, setDeleting] = useState<ProjectView | null>(null);
  const [viewing, setViewing] = useState<ProjectView | null>(null);
  const industries = useMemo(() => [...new Set(projects.map((p) => p.industry))].sort(), [projects]);
  const shown = projects.filter((p) => {
    const q = search.trim().toLowerCase();
    return (
      (!q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)) &&
      (!industry || p.industry === industry)
    );
  });
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(pageIndex, pages - 1); // a search or a delete may leave fewer pages
  const onPage = shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="project-search">Search projects</Label>
          <Input
            id="project-search"
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPageIndex(0);
            }}
            placeholder="Search projects..."
            className="w-64 max-w-full"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="project-industry-filter">Industry</Label>
          <Select
            id="project-industry-filter"
            value={industry}
            onChange={(e) => {
              setIndustry(e.target.value);
              setPageIndex(0);
            }}
          >
            <option value="">All industries</option>
            {industries.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <DataTable
        caption="Projects"
        columns={columns}
        tableClassName="min-w-[900px]"
        emptyState={
          <p className="px-3 py-8 text-center text-muted-foreground">{projectMessages.noProjects}</p>
        }
        rows={onPage.map((p, i) => [
          page * PAGE_SIZE + i + 1,
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
          <time key="created" dateTime={p.createdAt}>
            {formatUtcDate(p.createdAt)}
          </time>,
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
      {pages > 1 ? (
        <nav aria-label="Projects pages" className="flex items-center gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPageIndex(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page + 1 >= pages}
            onClick={() => setPageIndex(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
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
      <ProjectRecommendationsDialog
        project={viewing}
        onOpenChange={(open) => (open ? undefined : setViewing(null))}
      />
    </div>
  );
}
