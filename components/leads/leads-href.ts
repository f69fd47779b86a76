/**
 * Every view setting of the Leads page lives in the URL. These helpers build the next URL from the
 * current query and a patch, applying the page's reset rules: switching tab keeps nothing but the tab
 * (spec part 2 section 2.3: every pagination back to page 1); a new filter, search, sort or page size
 * starts again at page 1; the list-detail modal pages on its own keys.
 */
export type HrefPatch = Record<string, string | number | readonly string[] | null | undefined>;

/** Which keys restart which pagination: [keys that change the view, paging keys they reset]. */
const resets: [Set<string>, string[]][] = [
  [new Set(["q", "platform", "status", "source", "sort", "dir", "perPage"]), ["page", "cursor"]],
  [new Set(["lq", "lplatform", "lstatus"]), ["lpage"]],
  [new Set(["pq", "pindustry"]), ["ppage"]],
  [new Set(["list", "dq"]), ["dpage", "dcursor"]],
];

function toValue(value: HrefPatch[string]): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value;
  return value.join(",");
}

export function applyHrefPatch(current: string | URLSearchParams, patch: HrefPatch): URLSearchParams {
  const keys = Object.keys(patch);
  const next = keys.includes("tab") ? new URLSearchParams() : new URLSearchParams(current);
  for (const [viewKeys, pagingKeys] of resets) {
    if (keys.some((key) => viewKeys.has(key))) pagingKeys.forEach((key) => next.delete(key));
  }
  if (keys.includes("list") && !toValue(patch.list)) next.delete("dq");

  for (const key of keys) {
    const value = toValue(patch[key]);
    if (value === "") next.delete(key);
    else next.set(key, value);
  }
  next.sort();
  return next;
}

export function buildHref(basePath: string, current: string | URLSearchParams, patch: HrefPatch): string {
  const query = applyHrefPatch(current, patch).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Spec: Send Campaign opens /campaigns with createNew=true and the comma-separated lead ids. */
export function getSendCampaignHref(ids: readonly string[]): string {
  return `/campaigns?createNew=true&selectedLeads=${ids.map(encodeURIComponent).join(",")}`;
}
