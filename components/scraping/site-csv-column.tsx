"use client";

import Papa from "papaparse";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { csvAccept, checkCsvFile, csvFileMessages } from "@/components/leads/upload/csv-file-check";

type Table = { name: string; headers: string[]; rows: Record<string, string>[] };

/** The column a user most likely means: the first whose header names a website. */
function guessColumn(headers: string[]): string {
  return headers.find((h) => /web\s*site|url|domain|site/i.test(h)) ?? headers[0] ?? "";
}

const columnValues = (table: Table, column: string) =>
  table.rows.map((row) => (row[column] ?? "").trim()).filter(Boolean);

/**
 * The website scraper's "CSV column" input: the file is read here, the user picks the column (a guess
 * first), and its values become the URL list (one a line) the server validates like pasted ones.
 */
export function SiteCsvColumn({ onUrls }: { onUrls: (lines: string) => void }) {
  const [table, setTable] = useState<Table | null>(null);
  const [column, setColumn] = useState("");
  const [error, setError] = useState<string | null>(null);

  function pick(next: Table, name: string) {
    setColumn(name);
    onUrls(columnValues(next, name).join("\n"));
  }

  async function read(file: File | null) {
    setTable(null);
    setError(null);
    if (!file) return;
    const problem = checkCsvFile(file);
    if (problem) return setError(csvFileMessages[problem]);
    const parsed = Papa.parse<Record<string, string>>(await file.text(), {
      header: true,
      skipEmptyLines: "greedy",
    });
    const headers = (parsed.meta.fields ?? []).filter(Boolean);
    if (!headers.length) return setError("The CSV file has no header row.");
    const next = { name: file.name, headers, rows: parsed.data };
    setTable(next);
    pick(next, guessColumn(headers));
  }

  return (
    <div className="space-y-3 rounded-md border border-dashed p-3">
      <Field
        label="Or take the URLs from a CSV file"
        htmlFor="site-csv-file"
        errors={error ? [error] : undefined}
        hint="The file is read in your browser; pick the column that holds the websites."
      >
        <Input type="file" accept={csvAccept} onChange={(e) => read(e.currentTarget.files?.[0] ?? null)} />
      </Field>
      {table && (
        <Field
          label="Column with the websites"
          htmlFor="site-csv-column"
          hint={`${columnValues(table, column).length} URLs from ${table.name}`}
        >
          <Select value={column} onChange={(e) => pick(table, e.currentTarget.value)}>
            {table.headers.map((h) => (
              <option key={h}>{h}</option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
