import { Badge } from "@/components/ui/badge";
import type { ProviderUnavailable } from "@/lib/scraping/providers/types";
import type { SourceBlock } from "@/lib/scraping/recommendation-mapping";
import { cn } from "@/lib/utils";

const labels: Record<ProviderUnavailable["code"] | "not_enough_credits", string> = {
  not_configured: "Not configured",
  not_connected: "Not connected",
  disconnected: "Disconnected",
  not_enough_credits: "Not enough credits",
};

/** Why a source cannot run here or for this user, in a word (its message says what to do). */
export function UnavailableBadge({ code }: { code: keyof typeof labels }) {
  return <Badge tone="yellow">{labels[code]}</Badge>;
}

/** What to do about a recommendation's source that cannot run, under its description. */
export function SourceBlockNote({ block, className }: { block: SourceBlock; className?: string }) {
  return (
    <p className={cn("text-xs text-amber-800", className)} data-testid="recommendation-unavailable">
      {block.message}
    </p>
  );
}
