import type { ValidLeadRow } from "./lead-rows";

/** COPY text format: backslash, tab, newline and carriage return escaped; `\N` is NULL. */
function field(value: string | null): string {
  if (value === null) return "\\N";
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r",
      )
    : value;
}

export function copyLine(lead: ValidLeadRow): string {
  return `${lead.row}\t${field(lead.name)}\t${field(lead.company)}\t${field(lead.email)}\t${field(lead.phone)}\t${field(lead.contact)}\n`;
}

export { field as copyField };
