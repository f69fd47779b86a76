"use client";

import { useId, useState } from "react";
import { Filter, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useUrlUpdate } from "./use-url-update";

export type FacetedFilterOption = { value: string; label: string };
export type FacetedFilterGroup = {
  param: string;
  title: string;
  options: readonly FacetedFilterOption[];
  selected: readonly string[];
};

export type FacetedFiltersProps = {
  query: string;
  groups: readonly FacetedFilterGroup[];
};

function toggle(values: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...values, value])] : values.filter((item) => item !== value);
}

/**
 * The Filters panel (checkbox groups), the active filter chips and Clear All; every change goes to the URL.
 * Its parts are the toolbar's own items, so the open panel takes a line of the toolbar's full width below
 * the controls instead of opening between the search box and the buttons beside it.
 */
export function FacetedFilters({ query, groups }: FacetedFiltersProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { update, pending } = useUrlUpdate(query);
  const activeCount = groups.reduce((sum, group) => sum + group.selected.length, 0);
  const clearAll = () => update(Object.fromEntries(groups.map((group) => [group.param, null])));
  const chips = groups.flatMap((group) =>
    group.selected.map((value) => ({
      group,
      value,
      label: group.options.find((o) => o.value === value)?.label ?? value,
    })),
  );

  return (
    <div className="contents">
      <div className="flex flex-wrap items-center gap-2" aria-busy={pending || undefined}>
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((v) => !v)}
        >
          <Filter aria-hidden="true" />
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {activeCount}
            </span>
          ) : null}
        </Button>
        {chips.length > 0 ? (
          <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
            {chips.map(({ group, value, label }) => (
              <li key={`${group.param}-${value}`}>
                <button
                  type="button"
                  onClick={() => update({ [group.param]: toggle(group.selected, value, false) })}
                  className="focus-ring inline-flex items-center gap-1 rounded-full border border-border bg-muted px-2.5 py-1 text-xs font-medium hover:bg-secondary"
                  aria-label={`Remove filter ${group.title}: ${label}`}
                >
                  {group.title}: {label}
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
            <li>
              <Button type="button" variant="link" size="sm" onClick={clearAll}>
                Clear All
              </Button>
            </li>
          </ul>
        ) : null}
      </div>
      {open ? (
        <div
          id={panelId}
          aria-busy={pending || undefined}
          className="rounded-lg border border-border p-4 sm:order-last sm:basis-full"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {groups.map((group) => (
              <fieldset key={group.param} className="grid gap-2">
                <legend className="mb-1 text-sm font-semibold">{group.title}</legend>
                <div className="grid grid-cols-2 gap-2">
                  {group.options.map((option) => {
                    const id = `${panelId}-${group.param}-${option.value}`;
                    return (
                      <div key={option.value} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={group.selected.includes(option.value)}
                          onCheckedChange={(checked) =>
                            update({ [group.param]: toggle(group.selected, option.value, checked === true) })
                          }
                        />
                        <label htmlFor={id} className="text-sm">
                          {option.label}
                        </label>
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
