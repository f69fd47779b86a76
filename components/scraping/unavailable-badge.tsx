import { Badge } from "@/components/ui/badge";
import type { ProviderUnavailable } from "@/lib/scraping/providers/types";

const labels: Record<ProviderUnavailable["code"], string> = {
  not_configured: "Not configured",
  not_connected: "Not connected",
  disconnected: "Disconnected",
};

/** Why a source cannot run here, in a word (its message says what to do). */
export function UnavailableBadge({ unavailable }: { unavailable: ProviderUnavailable }) {
  return <Badge tone="yellow">{labels[unavailable.code]}</Badge>;
}
