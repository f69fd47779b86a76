/**
 * Every view setting of the Leads page lives in the URL (components/data-table/url-state.ts). The page's
 * reset rules: switching tab keeps nothing but the tab (spec part 2 section 2.3: every pagination back to
 * page 1); a new filter, search, sort or page size starts again at page 1; the list-detail modal pages on
 * its own keys.
 */
import {
  applyUrlPatch,
  buildUrl,
  type HrefPatch,
  type UrlStateOptions,
} from "@/components/data-table/url-state";

export type { HrefPatch };

/** The contact-column filters (lib/leads/validations.ts leadContactFilterShape). */
export const leadContactFilterKeys = ["has", "estatus", "tags", "inlist", "project", "loc", "from", "to"];

export const leadsUrlState: UrlStateOptions = {
  resets: [
    [
      ["q", "platform", "status", "source", "sort", "dir", "perPage", ...leadContactFilterKeys],
      ["page", "cursor"],
    ],
    [["lq", "lplatform", "lstatus"], ["lpage"]],
    [["pq", "pindustry"], ["ppage"]],
    [
      ["list", "dq"],
      ["dpage", "dcursor"],
    ],
  ],
  clearOn: ["tab"],
  clearWith: { list: ["dq"] },
};

export function applyHrefPatch(current: string | URLSearchParams, patch: HrefPatch): URLSearchParams {
  return applyUrlPatch(current, patch, leadsUrlState);
}

export function buildHref(basePath: string, current: string | URLSearchParams, patch: HrefPatch): string {
  return buildUrl(basePath, current, patch, leadsUrlState);
}
