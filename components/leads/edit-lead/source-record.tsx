import { useId } from "react";
import { platformLabels } from "@/lib/leads/constants";
import { leadEditValues } from "@/lib/leads/platform-fields";
import type { LeadRow } from "@/lib/leads/types";
import { leadEditFields } from "./lead-edit-fields";

const shown = (value: unknown): string =>
  value === true
    ? "Yes"
    : value === false
      ? "No"
      : value === null || value === undefined || value === ""
        ? "—"
        : String(value);

/** The rows a source's record shows: its own fields (the name and status are the contact form's). */
function recordRows(lead: LeadRow): [label: string, value: string][] {
  if (lead.platform === "crm") return Object.entries(lead.data).map(([key, value]) => [key, shown(value)]);
  const values = leadEditValues(lead);
  return leadEditFields[lead.platform]
    .filter((f) => f.kind !== "status" && f.name !== "name")
    .map((f) => [f.label, shown(values[f.name])]);
}

/**
 * The source's own record beside the contact form, read-only: what LinkedIn, Maps, Instagram, a website, an
 * image or a CSV file gave; the contact fields above are what lists, exports, search and campaigns read.
 */
export function SourceRecord({ lead }: { lead: LeadRow }) {
  const headingId = useId();
  const title = `${platformLabels[lead.platform]} record`;
  const json = lead.platform === "web" || lead.platform === "ocr";
  const rows = json ? [] : recordRows(lead);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">(from the source, read-only)</span>
      </h3>
      {json ? (
        <pre
          tabIndex={0}
          aria-label={title}
          className="focus-ring max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
        >
          {JSON.stringify(lead.data.jsonOutput ?? lead.data, null, 2)}
        </pre>
      ) : rows.length ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing beyond the contact fields.</p>
      )}
    </section>
  );
}
