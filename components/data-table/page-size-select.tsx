"use client";

import { useId } from "react";
import { Select } from "@/components/ui/select";
import { useUrlUpdate } from "./use-url-update";

export type PageSizeSelectProps = {
  query: string;
  value: number;
  sizes: readonly number[];
  /** The URL key of the page size. */
  param?: string;
};

export function PageSizeSelect({ query, value, sizes, param = "perPage" }: PageSizeSelectProps) {
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
        onChange={(event) => update({ [param]: event.target.value })}
        className="w-20"
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  );
}
