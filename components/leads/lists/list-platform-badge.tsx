import { Badge } from "@/components/ui/badge";
import type { LeadPlatform } from "@/lib/leads/constants";
import { PlatformBadge } from "../lead-badges";

/** A curated list may mix platforms (platform null). */
export function ListPlatformBadge({ platform }: { platform: LeadPlatform | null }) {
  return platform ? <PlatformBadge platform={platform} /> : <Badge tone="gray">Mixed</Badge>;
}
