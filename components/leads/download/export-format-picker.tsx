"use client";

import { useId } from "react";
import type { ExportFormat, ExportFormatId } from "./export-formats";

export type ExportFormatPickerProps = {
  formats: readonly ExportFormat[];
  value: ExportFormatId;
  onChange: (format: ExportFormatId) => void;
};

export function ExportFormatPicker({ formats, value, onChange }: ExportFormatPickerProps) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Format</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {formats.map((format) => (
          <label
            key={format.id}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-subtle has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={format.id}
              checked={value === format.id}
              onChange={() => onChange(format.id)}
              className="mt-0.5 size-4 accent-primary focus:outline-none"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{format.label}</span>
              <span className="text-muted-foreground">{format.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
