"use client";

import { useId } from "react";
import { useUrlUpdate } from "@/components/data-table/use-url-update";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

/** The By Project table's Industry filter: the choice goes into the URL and the server filters. */
export function IndustryFilter({
  query,
  param,
  value,
  industries,
}: {
  query: string;
  param: string;
  value: string;
  industries: readonly string[];
}) {
  const id = useId();
  const { update, pending } = useUrlUpdate(query);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Industry</Label>
      <Select
        id={id}
        value={value}
        aria-busy={pending || undefined}
        onChange={(event) => update({ [param]: event.target.value })}
        className="w-56 max-w-full"
      >
        <option value="">All industries</option>
        {industries.map((industry) => (
          <option key={industry} value={industry}>
            {industry}
          </option>
        ))}
      </Select>
    </div>
  );
}
