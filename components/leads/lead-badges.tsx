import { Badge } from "@/components/ui/badge";
import { platformLabels, platformTones, statusTone, type LeadPlatform } from "@/lib/leads/constants";

/** Statuses are free text; they are shown trimmed and upper-case (spec part 2 section 4), empty as a dash. */
export function formatStatus(status: string | null | undefined): string {
  const text = status?.trim().toUpperCase() ?? "";
  return text === "" ? "—" : text;
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={statusTone(status ?? "")}>{formatStatus(status)}</Badge>;
}

export function PlatformBadge({ platform }: { platform: LeadPlatform }) {
  return <Badge tone={platformTones[platform]}>{platformLabels[platform]}</Badge>;
}
