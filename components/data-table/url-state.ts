/**
 * A table's view state lives in the URL (search, filters, sort, page, page size), so a view can be
 * linked, reloaded and rendered on the server. This is the one place that turns the current query and a
 * patch into the next URL; each table declares which keys restart which pagination (its `resets`).
 */
export type HrefValue = string | number | readonly string[] | null | undefined;
export type HrefPatch = Record<string, HrefValue>;

/** [keys that change what the table shows, the paging keys a change to them clears]. */
export type UrlReset = readonly [viewKeys: readonly string[], pagingKeys: readonly string[]];

export type UrlStateOptions = {
  resets?: readonly UrlReset[];
  /** A patch containing one of these keys starts from an empty query (e.g. switching tab). */
  clearOn?: readonly string[];
  /** Extra clean-up: a patch key that also clears other keys when it is emptied. */
  clearWith?: Readonly<Record<string, readonly string[]>>;
};

function toValue(value: HrefValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value;
  return value.join(",");
}

/** The next query: the patch applied, reset paging keys dropped, keys sorted (one URL per view). */
export function applyUrlPatch(
  current: string | URLSearchParams,
  patch: HrefPatch,
  { resets = [], clearOn = [], clearWith = {} }: UrlStateOptions = {},
): URLSearchParams {
  const keys = Object.keys(patch);
  const next = keys.some((key) => clearOn.includes(key))
    ? new URLSearchParams()
    : new URLSearchParams(current);
  for (const [viewKeys, pagingKeys] of resets) {
    if (keys.some((key) => viewKeys.includes(key))) pagingKeys.forEach((key) => next.delete(key));
  }
  for (const [key, cleared] of Object.entries(clearWith)) {
    if (keys.includes(key) && !toValue(patch[key])) cleared.forEach((k) => next.delete(k));
  }
  for (const key of keys) {
    const value = toValue(patch[key]);
    if (value === "") next.delete(key);
    else next.set(key, value);
  }
  next.sort();
  return next;
}

export function buildUrl(
  basePath: string,
  current: string | URLSearchParams,
  patch: HrefPatch,
  options?: UrlStateOptions,
): string {
  const query = applyUrlPatch(current, patch, options).toString();
  return query ? `${basePath}?${query}` : basePath;
}
