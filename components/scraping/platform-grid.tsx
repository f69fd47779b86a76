"use client";

import {
  AtSign,
  Briefcase,
  Camera,
  FileImage,
  Globe,
  MapPin,
  Send,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { shortOfCreditsMessage } from "@/lib/credits/messages";
import { platforms, type PlatformDefinition } from "@/lib/scraping/platforms";
import type { SourceStatuses } from "@/lib/scraping/source-status";
import { cn } from "@/lib/utils";
import { UnavailableBadge } from "./unavailable-badge";

const icons: Record<string, LucideIcon> = {
  web: Globe,
  "image-to-word": FileImage,
  linkedin: Briefcase,
  maps: MapPin,
  instagram: Camera,
  facebook: Users,
  twitter: AtSign,
  telegram: Send,
};

/** The platform grid (anchor platform-selection): every platform, coming-soon ones and ones that cannot run here marked. */
export function PlatformGrid({
  selected,
  sources,
  balance,
  canBuy,
  onSelect,
}: {
  selected: string | null;
  sources: SourceStatuses;
  balance: number;
  /** Whether this user may buy credits (the owner); anyone else is told to ask. */
  canBuy: boolean;
  onSelect: (platform: PlatformDefinition) => void;
}) {
  return (
    <section id="platform-selection" aria-labelledby="platform-selection-title" className="space-y-3">
      <h2 id="platform-selection-title" className="text-lg font-semibold">
        Choose a source
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {platforms.map((platform) => {
          const Icon = icons[platform.id] ?? Globe;
          const active = selected === platform.id;
          const unavailable = platform.enabled ? sources[platform.id]?.unavailable : null;
          const shortOfCredits = platform.enabled
            ? shortOfCreditsMessage(platform.creditsPerLead, balance, canBuy)
            : null;
          return (
            <li key={platform.id}>
              <button
                type="button"
                onClick={() => onSelect(platform)}
                aria-pressed={active}
                data-platform={platform.id}
                className={cn(
                  "focus-ring flex h-full w-full flex-col gap-2 rounded-lg border bg-white p-4 text-left transition-colors hover:border-primary",
                  active && "border-primary ring-2 ring-primary/30",
                  !platform.enabled && "border-dashed bg-slate-50",
                )}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                  <span className="font-medium">{platform.name}</span>
                  {platform.popular && <Badge tone="blue">Popular</Badge>}
                  {!platform.enabled && <Badge tone="gray">Coming soon</Badge>}
                  {unavailable ? (
                    <UnavailableBadge code={unavailable.code} />
                  ) : shortOfCredits ? (
                    <UnavailableBadge code="not_enough_credits" />
                  ) : null}
                </span>
                <span className="text-sm text-muted-foreground">{platform.description}</span>
                {unavailable || shortOfCredits ? (
                  <span className="text-xs text-amber-800" data-testid={`source-unavailable-${platform.id}`}>
                    {unavailable?.message ?? shortOfCredits}
                  </span>
                ) : null}
                <span className="text-xs text-muted-foreground">
                  {platform.creditsPerLead} credit{platform.creditsPerLead === 1 ? "" : "s"} per lead
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
