"use client";

import { Check } from "lucide-react";
import { SourceBlockNote, UnavailableBadge } from "@/components/scraping/unavailable-badge";
import { Badge } from "@/components/ui/badge";
import type { Recommendation } from "@/lib/recommendations/types";
import type { SourceBlock } from "@/lib/scraping/recommendation-mapping";
import { cn } from "@/lib/utils";
import { PlatformIcon } from "./platform-icon";

/**
 * One recommendation; a toggle button (pressed when chosen), the "Recommended" badge on the best, and,
 * when its source cannot run here or for this user, why and what to do, before anything is filled in.
 */
export function RecommendationCard({
  recommendation,
  block,
  selected,
  onToggle,
}: {
  recommendation: Recommendation;
  block: SourceBlock | null;
  selected: boolean;
  onToggle(id: string): void;
}) {
  const r = recommendation;
  // "Next step: …" is an instruction, not a search value: it is shown in full under the chips.
  const isStep = (line: string) => line.startsWith("Next step:");
  const chips = r.criteria.filter((line) => !isStep(line));
  const steps = r.criteria.filter(isStep);
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onToggle(r.id)}
      data-testid="recommendation-card"
      className={cn(
        "focus-ring relative flex h-full flex-col gap-3 rounded-xl border-2 bg-white p-5 text-left shadow-sm transition hover:shadow-md",
        selected ? "border-primary ring-2 ring-primary/30" : "border-border",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-center gap-3">
          <PlatformIcon platform={r.platform} />
          <div>
            <h3 className="text-lg font-semibold">{r.platform}</h3>
            <p className="text-sm text-muted-foreground">{r.category}</p>
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-1.5">
          {r.recommend ? <Badge tone="green">Recommended</Badge> : null}
          {block ? <UnavailableBadge code={block.code} /> : null}
        </div>
      </div>
      <p className="text-sm">{r.description}</p>
      {block ? <SourceBlockNote block={block} /> : null}
      {chips.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Search criteria">
          {chips.map((line) => (
            <li
              key={line}
              className="max-w-full truncate rounded-md bg-muted px-2 py-0.5 text-xs"
              title={line}
            >
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      {steps.map((line) => (
        <p
          key={line}
          className="rounded-md border border-dashed px-2 py-1 text-xs"
          data-testid="recommendation-next-step"
        >
          {line}
        </p>
      ))}
      {r.reason ? <p className="mt-auto text-xs text-muted-foreground">Why: {r.reason}</p> : null}
      <span
        aria-hidden="true"
        className={cn(
          "absolute right-3 bottom-3 flex size-6 items-center justify-center rounded-full border",
          selected ? "border-primary bg-primary text-primary-foreground" : "border-input bg-white",
        )}
      >
        {selected ? <Check className="size-4" /> : null}
      </span>
    </button>
  );
}
