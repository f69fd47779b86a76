"use client";

import { type ReactNode, useId, useState, useTransition } from "react";
import { SlidersHorizontal } from "lucide-react";
import { useUrlUpdate } from "@/components/data-table/use-url-update";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { settleAction } from "@/lib/server/settle-action";
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

function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice of one of the workspace's lists or projects, or any. */
function ChoiceFilter({
  id,
  name,
  label,
  anyLabel,
  choices,
  value,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  choices: { id: string; name: string }[];
  value: string | undefined;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} className={selectClassName} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

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
        const failed = "Could not load lists and projects.";
        const result = await settleAction(() => leadFilterOptions(undefined, {}), failed);
        if (result.status === "error") toastError(result.message ?? failed);
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
    // The button sits in the toolbar beside Filters; its panel takes a line of its own below the toolbar.
    <div className="contents" aria-busy={pending || undefined}>
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
        <p id={panelId} className="order-last w-full text-sm text-muted-foreground" aria-live="polite">
          Loading filters...
        </p>
      ) : null}
      {open && options ? (
        <form
          id={panelId}
          aria-label="More filters"
          className="order-last grid w-full gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-3"
          action={apply}
        >
          <FilterField id={field("tags")} label="Tags (any of, comma-separated)">
            <Input id={field("tags")} name="tags" defaultValue={values.tags.join(", ")} />
          </FilterField>
          <FilterField id={field("loc")} label="Location contains">
            <Input id={field("loc")} name="loc" maxLength={100} defaultValue={values.loc ?? ""} />
          </FilterField>
          <ChoiceFilter
            id={field("inlist")}
            name="inlist"
            label="List"
            anyLabel="Any list"
            choices={options.lists}
            value={values.inlist}
          />
          <ChoiceFilter
            id={field("project")}
            name="project"
            label="Project"
            anyLabel="Any project"
            choices={options.projects}
            value={values.project}
          />
          <FilterField id={field("from")} label="Added from">
            <Input id={field("from")} name="from" type="date" defaultValue={values.from ?? ""} />
          </FilterField>
          <FilterField id={field("to")} label="Added to">
            <Input id={field("to")} name="to" type="date" defaultValue={values.to ?? ""} />
          </FilterField>
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
