import Link from "next/link";
import { leadPlatforms, platformLabels, type LeadPlatform } from "@/lib/leads/constants";
import { cn } from "@/lib/utils";

/** By Source: one link per platform; the chosen one is the table's platform. */
export function SourcePicker({ basePath, value }: { basePath: string; value: LeadPlatform }) {
  return (
    <nav aria-label="Lead source">
      <ul className="flex flex-wrap gap-2">
        {leadPlatforms.map((platform) => (
          <li key={platform}>
            <Link
              href={`${basePath}?tab=source&source=${platform}`}
              aria-current={platform === value ? "page" : undefined}
              scroll={false}
              className={cn(
                "focus-ring inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium",
                platform === value
                  ? "border-primary bg-primary-subtle text-indigo-900"
                  : "border-border text-muted-foreground hover:text-foreground",
              )}
            >
              {platformLabels[platform]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
