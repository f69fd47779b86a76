import Link from "next/link";
import type { CampaignTab } from "@/lib/campaigns/figures";
import { cn } from "@/lib/utils";
import { campaignsHref } from "./campaigns-href";

const tabs: { id: CampaignTab; label: string }[] = [
  { id: "all", label: "All" },
  { id: "sent", label: "Sent" },
  { id: "scheduled", label: "Scheduled" },
];

/** All / Sent / Scheduled with their counts; each is a link, so the filter lives in the URL. */
export function CampaignTabs({
  active,
  counts,
}: {
  active: CampaignTab;
  counts: Record<CampaignTab, number>;
}) {
  return (
    <nav aria-label="Filter campaigns" className="flex gap-1 overflow-x-auto border-b border-border">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          href={campaignsHref({ tab: tab.id })}
          aria-current={tab.id === active ? "page" : undefined}
          className={cn(
            "focus-ring -mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
            tab.id === active
              ? "border-primary text-primary"
              : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-foreground">
            {counts[tab.id].toLocaleString("en-US")}
          </span>
        </Link>
      ))}
    </nav>
  );
}
