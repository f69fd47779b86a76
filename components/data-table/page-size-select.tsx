"use client";

import { useId } from "react";
import { Select } from "@/components/ui/select";
import { leadsPageSizes } from "@/lib/leads/constants";
import { useUrlUpdate } from "./use-url-update";

export function PageSizeSelect({ query, value }: { query: string; value: number }) {
  const id = useId();
  const { update } = useUrlUpdate(query);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        Rows per page
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => update({ perPage: event.target.value })}
        className="w-20"
      >
        {leadsPageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  );
}
