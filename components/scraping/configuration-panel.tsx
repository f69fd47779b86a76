"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { PlatformDefinition } from "@/lib/scraping/platforms";
import type { SourceStatus } from "@/lib/scraping/source-status";
import { CreditCalculator } from "./credit-calculator";
import { DataQualityPanel } from "./data-quality-panel";
import { ParameterFields } from "./parameter-fields";

type Props = {
  platform: PlatformDefinition;
  source?: SourceStatus;
  values: Record<string, string>;
  image: File | null;
  errors: Record<string, string[]>;
  estimate: number;
  balance: number;
  startLabel: string;
  onBack?: () => void;
  onChange: (name: string, value: string) => void;
  onImage: (file: File | null) => void;
  onEstimate: (value: number) => void;
  onStart: () => void;
};

/** Configuration (anchor configuration-section): parameters, the estimate slider, data quality and the credit calculator. */
export function ConfigurationPanel(props: Props) {
  const { platform, estimate, source } = props;
  const unavailable = source?.unavailable;
  return (
    <section
      id="configuration-section"
      aria-labelledby="configuration-title"
      className="scroll-mt-20 space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="configuration-title" tabIndex={-1} className="text-lg font-semibold outline-none">
          Configure {platform.name}
        </h2>
        {props.onBack && (
          <Button variant="ghost" size="sm" onClick={props.onBack}>
            Change source
          </Button>
        )}
      </div>
      {unavailable && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="source-unavailable"
        >
          {unavailable.message}{" "}
          {unavailable.href && (
            <Link href={unavailable.href} className="font-medium underline">
              Go to Integrations
            </Link>
          )}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-5">
          <ParameterFields
            platform={platform}
            values={props.values}
            image={props.image}
            errors={props.errors}
            onChange={props.onChange}
            onImage={props.onImage}
          />
          {platform.showEstimatedLeads && (
            <div className="space-y-1">
              <label htmlFor="estimate-slider" className="text-sm font-medium">
                Estimated leads: <span data-testid="estimate-value">{estimate}</span>
              </label>
              <input
                id="estimate-slider"
                type="range"
                className="w-full accent-[var(--color-primary)]"
                min={platform.estimate.min}
                max={platform.estimate.max}
                step={platform.estimate.step}
                value={estimate}
                onChange={(e) => props.onEstimate(Number(e.currentTarget.value))}
              />
              <p className="flex justify-between text-xs text-muted-foreground">
                <span>{platform.estimate.min}</span>
                <span>{platform.estimate.max}</span>
              </p>
            </div>
          )}
          <Button onClick={props.onStart}>{props.startLabel}</Button>
          {source?.attribution && (
            <p className="text-xs text-muted-foreground" data-testid="source-attribution">
              <a
                href={source.attribution.href}
                target="_blank"
                rel="noopener noreferrer"
                className="underline"
              >
                {source.attribution.text}
              </a>
            </p>
          )}
        </div>
        <div className="space-y-4">
          <CreditCalculator platform={platform} estimate={estimate} balance={props.balance} />
          <DataQualityPanel platform={platform} />
        </div>
      </div>
    </section>
  );
}
