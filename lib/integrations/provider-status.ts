import type { ProviderStatus } from "./queries";

const ok = new Set(["OK", "RUNNING", "CREATION_SUCCESS", "RECONNECTED", "SYNC_SUCCESS"]);
const known = new Set(["CONNECTING", "CREDENTIALS", "PERMISSIONS", "ERROR", "STOPPED", "DELETED"]);

/** Unipile's account status (source status or webhook message) as the one we store. */
export function toProviderStatus(value: string): ProviderStatus {
  const upper = value.trim().toUpperCase();
  if (ok.has(upper)) return "OK";
  return known.has(upper) ? (upper as ProviderStatus) : "UNKNOWN";
}

/** Statuses in which nothing can be sent or scraped through the account until it is reconnected. */
export const brokenProviderStatuses: ReadonlySet<ProviderStatus> = new Set([
  "CREDENTIALS",
  "PERMISSIONS",
  "ERROR",
  "STOPPED",
  "DELETED",
]);

export const providerStatusText: Record<ProviderStatus, string> = {
  OK: "working",
  CONNECTING: "still connecting",
  CREDENTIALS: "signed out: its credentials expired or were revoked",
  PERMISSIONS: "missing permissions",
  ERROR: "stopped by an error",
  STOPPED: "stopped",
  DELETED: "deleted at Unipile",
  UNKNOWN: "in an unknown state",
};
