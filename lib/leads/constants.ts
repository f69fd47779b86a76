/** Constants of the leads area for the zod schemas and the screens (no server code here: client components import it). */

import type { LeadPlatform } from "@/db/schema/leads-enums";

// The schema owns its closed sets; this file re-exports them beside the screens' constants.
export { leadPlatforms, type LeadListKind, type LeadPlatform } from "@/db/schema/leads-enums";

/** Statuses offered by the filters; the spec keeps status free text, so others may exist. */
export const knownLeadStatuses = [
  "NEW",
  "ACTIVE",
  "CONTACTED",
  "REPLIED",
  "BOUNCED",
  "DONE",
  "PAUSED",
  "ERROR",
] as const;
export const knownListStatuses = ["ACTIVE", "DONE", "PAUSED", "ERROR"] as const;

export const platformLabels: Record<LeadPlatform, string> = {
  linkedin: "LinkedIn",
  maps: "Google Maps",
  instagram: "Instagram",
  web: "Website",
  ocr: "Image (OCR)",
  crm: "CSV import",
};

export type BadgeTone =
  "gray" | "blue" | "green" | "red" | "yellow" | "pink" | "purple" | "orange" | "indigo";

/** Spec part 2 section 4 badge colours. */
export const platformTones: Record<LeadPlatform, BadgeTone> = {
  linkedin: "blue",
  maps: "green",
  instagram: "pink",
  web: "purple",
  ocr: "orange",
  crm: "indigo",
};

export function statusTone(status: string): BadgeTone {
  switch (status.trim().toUpperCase()) {
    case "DONE":
      return "green";
    case "ACTIVE":
      return "blue";
    case "ERROR":
      return "red";
    case "PAUSE":
    case "PAUSED":
      return "yellow";
    default:
      return "gray";
  }
}

/**
 * Leads page sizes; the spec leaves the value open. 25 by default, as the CRMs users come from show it: the
 * page answers faster (its render grows with every row) and 50 or 100 are one choice away, kept in the URL.
 */
export const leadsPageSizes = [10, 25, 50, 100] as const;
export const defaultLeadsPageSize = 25;
/** Totals are exact up to this many matches, otherwise the planner's estimate ("about N"). */
export const exactCountCap = 1000;
export const listNameMaxLength = 50;
/** The upload cap of the browser route; the import engine itself streams any size. */
export const maxUploadBytes = 50 * 1024 * 1024;
export const maxImportRows = 1_000_000;
