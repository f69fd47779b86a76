"use client";

import { useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { ImportTarget } from "@/lib/leads/import/mapping/fields";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import type { LegacyEncoding } from "@/lib/import/code-pages";
import { CodePageChoice } from "./code-page-choice";
import { ColumnMappingList } from "./column-mapping-list";
import { MappedRowsPreview } from "./mapped-rows-preview";
import { type MappingPreview, saveMapping } from "./mapping-requests";

type Props = {
  fileName: string;
  preview: MappingPreview;
  mapping: ImportMapping;
  refreshing: boolean;
  onMappingChange: (mapping: ImportMapping) => void;
  onCodePageChange: (codePage: LegacyEncoding) => void;
  onBack: () => void;
  onImport: () => void;
};

/** Step 2 of Upload Leads: check each column's guess, correct it, optionally save it, see the rows as stored. */
export function MappingStep({
  fileName,
  preview,
  mapping,
  refreshing,
  onMappingChange,
  onCodePageChange,
  onBack,
  onImport,
}: Props) {
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);
  const custom = mapping.filter((m) => m.target === "custom").length;
  const dropped = mapping.filter((m) => m.target === "drop").length;

  function change(index: number, target: ImportTarget) {
    onMappingChange(mapping.map((m, i) => (i === index ? { ...m, target } : m)));
  }

  function applySaved(id: string) {
    const chosen = id === "guess" ? preview.guessed : preview.saved.find((s) => s.id === id)?.mapping;
    if (chosen) onMappingChange(chosen);
  }

  async function save() {
    if (!name.trim()) return toastError("Enter a name for the mapping");
    setSaving(true);
    const outcome = await saveMapping(name.trim(), mapping);
    setSaving(false);
    if (outcome.ok) toastSuccess(outcome.value);
    else toastError(outcome.message);
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{fileName}</span>: {mapping.length} columns. Check what
        each column becomes; columns that are not contact fields are kept as custom fields unless you drop
        them.
      </p>
      {preview.saved.length ? (
        <div className="grid gap-1.5">
          <label htmlFor="saved-mapping" className="text-sm font-medium">
            Saved mappings for these columns
          </label>
          <Select
            id="saved-mapping"
            defaultValue={preview.saved[0]?.id}
            onChange={(e) => applySaved(e.target.value)}
          >
            {preview.saved.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
            <option value="guess">Automatic guess</option>
          </Select>
        </div>
      ) : null}
      <section aria-labelledby="mapping-columns" className="grid gap-2">
        <h3 id="mapping-columns" className="text-sm font-medium">
          Columns
        </h3>
        <div className="max-h-72 overflow-y-auto pr-1">
          <ColumnMappingList mapping={mapping} samples={preview.samples} onChange={change} />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {custom} kept as custom fields, {dropped} dropped.
        </p>
      </section>
      <section aria-labelledby="mapping-preview" className="grid gap-2">
        <h3 id="mapping-preview" className="text-sm font-medium">
          Preview{" "}
          {refreshing ? <span className="font-normal text-muted-foreground">(updating...)</span> : null}
        </h3>
        {preview.problem ? (
          <FormAlert tone="error">
            <p className="font-medium">{preview.problem}</p>
            <p>
              Choose which column holds each lead&apos;s name (Full name, First name or Last name) or Company.
            </p>
          </FormAlert>
        ) : (
          <MappedRowsPreview rows={preview.rows} />
        )}
      </section>
      {preview.codePage ? (
        <CodePageChoice codePage={preview.codePage} disabled={refreshing} onChange={onCodePageChange} />
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor="mapping-name" className="text-sm font-medium">
          Save this mapping for next time (optional)
        </label>
        <div className="flex gap-2">
          <Input
            id="mapping-name"
            value={name}
            maxLength={80}
            placeholder="e.g. Apollo export"
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="button" variant="outline" loading={saving} onClick={save}>
            Save mapping
          </Button>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="button" onClick={onImport} disabled={refreshing || Boolean(preview.problem)}>
          Import leads
        </Button>
      </div>
    </div>
  );
}
