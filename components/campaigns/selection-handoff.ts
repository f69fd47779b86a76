"use client";

import { useSyncExternalStore } from "react";
import { CAMPAIGN_SELECTION_PREFIX } from "@/lib/auth/client-storage";

/**
 * Send Campaign carries the Leads page's selection in the URL (spec: `selectedLeads`, comma-separated ids).
 * Past a few thousand characters a URL is refused before it reaches the app (Node answers 431 to a request
 * head over 16 KB, and hosts and proxies cut shorter), so a larger selection is handed over in this tab's
 * session storage and the URL names it (`selection=<key>`). Either way the wizard receives the same ids.
 */
export const SELECTION_IN_URL_MAX = 4_000;

const storageKey = (key: string) => `${CAMPAIGN_SELECTION_PREFIX}${key}`;

/** Where Send Campaign goes for these lead ids. */
export function sendCampaignHref(ids: readonly string[]): string {
  const joined = ids.map(encodeURIComponent).join(",");
  if (joined.length <= SELECTION_IN_URL_MAX) return `/campaigns?createNew=true&selectedLeads=${joined}`;
  const key = crypto.randomUUID();
  sessionStorage.setItem(storageKey(key), joined);
  return `/campaigns?createNew=true&selection=${key}`;
}

export function forgetHandedOffSelection(key: string): void {
  sessionStorage.removeItem(storageKey(key));
}

const unchanging = () => () => {};

/**
 * The ids handed over under `key`: undefined while the server renders (and with no key), null when this
 * tab holds none (the link was opened in another tab, or the session ended).
 */
export function useHandedOffSelection(key: string | undefined): string | null | undefined {
  return useSyncExternalStore(
    unchanging,
    () => (key ? sessionStorage.getItem(storageKey(key)) : undefined),
    () => undefined,
  );
}
