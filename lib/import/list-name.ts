import { listNameMaxLength } from "@/lib/leads/constants";
import type { RawQuery } from "@/db/raw";

/** "Q3 leads (final).csv" → "Q3 leads (final)"; control characters and path parts dropped. */
export function baseListName(fileName: string | undefined): string {
  const file = (fileName ?? "").split(/[\\/]/).pop() ?? "";
  const stem = file.replace(/\.(csv|txt|json)$/i, "");
  const cleaned = stem
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return (cleaned || "Imported leads").slice(0, listNameMaxLength).trim();
}

/** The file's name, or "name (2)", "name (3)"... when an import list of the workspace already has it. */
export async function uniqueImportListName(
  query: RawQuery,
  workspaceId: string,
  fileName: string | undefined,
): Promise<string> {
  const base = baseListName(fileName);
  const rows = await query<{ name: string }>(
    `select lower(name) as name from lead_lists where workspace_id = $1 and platform = 'crm' and deleted_at is null
       and lower(name) like $2 escape '\\'`,
    [
      workspaceId,
      `${base
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)
        .slice(0, listNameMaxLength - 6)}%`,
    ],
  );
  const taken = new Set(rows.map((r) => r.name));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : ` (${n})`;
    const candidate = `${base.slice(0, listNameMaxLength - suffix.length).trim()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
