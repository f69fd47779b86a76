import { defaultLeadsPageSize } from "@/lib/leads/constants";
import { defaultSortOrder, type LeadsSearchParams } from "@/lib/leads/validations";

/** The parsed Leads page state as a canonical query string: defaults left out, keys sorted. */
export function serializeLeadsParams(params: LeadsSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const set = (
    key: string,
    value: string | number | readonly string[] | undefined,
    fallback: string | number = "",
  ) => {
    const text = Array.isArray(value) ? value.join(",") : String(value ?? "");
    if (text !== "" && text !== String(fallback)) query.set(key, text);
  };
  set("tab", params.tab, "all");
  if (params.tab === "source") set("source", params.source);
  set("perPage", params.perPage, defaultLeadsPageSize);
  set("sort", params.sort, "scrapedAt");
  set("dir", params.dir, defaultSortOrder(params.sort));
  for (const key of ["page", "lpage", "ppage"] as const) set(key, params[key], 1);
  for (const key of [
    "cursor",
    "q",
    "lq",
    "pq",
    "pindustry",
    "inlist",
    "project",
    "loc",
    "from",
    "to",
  ] as const)
    set(key, params[key]);
  for (const key of ["platform", "status", "lplatform", "lstatus", "has", "estatus", "tags"] as const)
    set(key, params[key]);
  query.sort();
  return query;
}

/** The export route's query for everything the current view shows (no paging: exports take every match). */
export function getViewExportQuery(params: LeadsSearchParams): string {
  // By File and By Project show lists and projects: the header download then takes every lead.
  if (params.tab === "file" || params.tab === "project") return "tab=all";
  const query = new URLSearchParams({ tab: params.tab, sort: params.sort, dir: params.dir });
  if (params.tab === "source") query.set("source", params.source);
  else if (params.platform.length > 0) query.set("platform", params.platform.join(","));
  if (params.status.length > 0) query.set("status", params.status.join(","));
  if (params.q) query.set("q", params.q);
  // The contact filters too: what is exported is what the table shows.
  for (const key of ["has", "estatus", "tags"] as const)
    if (params[key].length > 0) query.set(key, params[key].join(","));
  for (const key of ["inlist", "project", "loc", "from", "to"] as const) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  return query.toString();
}
