"use client";

import { Select } from "@/components/ui/select";
import { importFields, type ImportTarget, importTargetLabels } from "@/lib/leads/import/mapping/fields";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";

type Props = {
  mapping: ImportMapping;
  samples: string[];
  disabled?: boolean;
  onChange: (index: number, target: ImportTarget) => void;
};

/** Each column of the file with a sample value and a select of what it becomes. */
export function ColumnMappingList({ mapping, samples, disabled, onChange }: Props) {
  return (
    <ul className="grid gap-2" aria-label="Columns of the file">
      {mapping.map((column, index) => {
        const id = `mapping-column-${index}`;
        return (
          <li
            key={id}
            className="grid gap-1 rounded-md border border-border p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)] sm:items-center sm:gap-3"
          >
            <div className="min-w-0">
              <label htmlFor={id} className="block truncate font-medium" title={column.header}>
                {column.header || `Column ${index + 1}`}
              </label>
              <p className="truncate text-sm text-muted-foreground" title={samples[index]}>
                {samples[index] ? `e.g. ${samples[index]}` : "No value in the first rows"}
              </p>
            </div>
            <Select
              id={id}
              value={column.target}
              disabled={disabled}
              onChange={(event) => onChange(index, event.target.value as ImportTarget)}
            >
              <optgroup label="Contact field">
                {importFields.map((field) => (
                  <option key={field} value={field}>
                    {importTargetLabels[field]}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Other">
                <option value="custom">{`Custom field "${column.header.trim() || `Column ${index + 1}`}"`}</option>
                <option value="drop">{importTargetLabels.drop}</option>
              </optgroup>
            </Select>
          </li>
        );
      })}
    </ul>
  );
}
