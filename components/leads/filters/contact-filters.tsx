"use client";

import { useId, useState, useTransition } from "react";
import { SlidersHorizontal } from "lucide-react";
import { useUrlUpdate } from "@/components/data-table/use-url-update";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toastError } from "@/lib/toast";
import { type LeadFilterOptionsData, useLeadsActions } from "../server-actions-context";

export type ContactFilterValues = {
  tags: readonly string[];
  inlist?: string;
  project?: string;
  loc?: string;
  from?: string;
  to?: string;
};

const selectClassName =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * More filters: tags, list, project, location (contains) and date added. Applied together to the URL;
 * the list and project choices are read when the panel first opens.
 */
export function ContactFilters({ query, values }: { query: string; values: ContactFilterValues }) {
  const panelId = useId();
  const { leadFilterOptions } = useLeadsActions();
  const { update, pending } = useUrlUpdate(query);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<LeadFilterOptionsData | null>(null);
  const [, startLoading] = useTransition();
  const active = [
    values.tags.length,
    values.inlist,
    values.project,
    values.loc,
    values.from,
    values.to,
  ].filter(Boolean).length;

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && options === null) {
      startLoading(async () => {
        const result = await leadFilterOptions(undefined, {});
        if (result.status === "error") toastError(result.message ?? "Could not load lists and projects.");
        setOptions(result.data ?? { lists: [], projects: [] });
      });
    }
  }

  function apply(form: FormData) {
    const text = (key: string) => String(form.get(key) ?? "").trim() || null;
    update({
      tags: text("tags"),
      inlist: text("inlist"),
      project: text("project"),
      loc: text("loc"),
      from: text("from"),
      to: text("to"),
    });
  }

  const field = (key: string) => `${panelId}-${key}`;
  return (
    <div className="grid gap-3" aria-busy={pending || undefined}>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <SlidersHorizontal aria-hidden="true" />
        More filters
        {active > 0 ? (
          <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{active}</span>
        ) : null}
      </Button>
      {open && !options ? (
        <p id={panelId} className="text-sm text-muted-foreground" aria-live="polite">
          Loading filters...
        </p>
      ) : null}
      {open && options ? (
        <form
          id={panelId}
          aria-label="More filters"
          className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-3"
          action={apply}
        >
          <div className="grid gap-1">
            <label htmlFor={field("tags")} className="text-sm font-medium">
              Tags (any of, comma-separated)
            </label>
            <Input id={field("tags")} name="tags" defaultValue={values.tags.join(", ")} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={field("loc")} className="text-sm font-medium">
              Location contains
            </label>
            <Input id={field("loc")} name="loc" maxLength={100} defaultValue={values.loc ?? ""} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={field("inlist")} className="text-sm font-medium">
              List
            </label>
            <select
              id={field("inlist")}
              name="inlist"
              className={selectClassName}
              defaultValue={values.inlist ?? ""}
            >
              <option value="">Any list</option>
              {options.lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={field("project")} className="text-sm font-medium">
              Project
            </label>
            <select
              id={field("project")}
              name="project"
              className={selectClassName}
              defaultValue={values.project ?? ""}
            >
              <option value="">Any project</option>
              {options.projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={field("from")} className="text-sm font-medium">
              Added from
            </label>
            <Input id={field("from")} name="from" type="date" defaultValue={values.from ?? ""} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={field("to")} className="text-sm font-medium">
              Added to
            </label>
            <Input id={field("to")} name="to" type="date" defaultValue={values.to ?? ""} />
          </div>
          <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
            <Button type="submit">Apply filters</Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                update({ tags: null, inlist: null, project: null, loc: null, from: null, to: null })
              }
            >
              Clear
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
