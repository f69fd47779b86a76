"use client";

import { ArrowRight, Loader2, SkipForward, Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { recommendationHref, sourceBlock } from "@/lib/scraping/recommendation-mapping";
import type { SourceReadiness } from "@/lib/scraping/source-status";
import { toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { businessTypes, presets, presetSentence } from "./presets";
import { RecommendationCard } from "./recommendation-card";
import { messages, useRecommendations } from "./use-recommendations";

const RESULTS_SCROLL_DELAY_MS = 300; // spec part 1 section 9

/** The description form, presets, results with single selection, Proceed and Skip (both variants). */
export function RecommendationStudio({
  landing,
  readiness,
}: {
  landing: boolean;
  readiness: SourceReadiness;
}) {
  const router = useRouter();
  const [description, setDescription] = useState("");
  const { results, selectedId, loading, analyze, toggle } = useRecommendations();
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!results) return;
    const timer = setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      resultsRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      resultsRef.current?.focus({ preventScroll: true });
    }, RESULTS_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [results]);

  function proceed() {
    if (!selectedId) return toastError(messages.selectFirst);
    const chosen = results?.find((r) => r.id === selectedId);
    if (!chosen) return toastError(messages.notFound);
    const href = recommendationHref(chosen);
    const extra = new URLSearchParams({
      category: chosen.category,
      description: chosen.description,
      icon: chosen.icon,
    });
    router.push(`${href}&${extra.toString()}`);
  }

  function runBusinessType(text: string) {
    setDescription(text);
    void analyze(text);
    document.getElementById("business-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  return (
    <div className="grid gap-10">
      <section
        id="business-form"
        aria-labelledby="describe-title"
        className="scroll-mt-20 rounded-2xl border border-border bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="describe-title" className="text-xl font-semibold">
          Describe your business
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          What you sell, to whom and where. The more specific, the better the lead sources.
        </p>
        <form
          className="mt-5 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void analyze(description);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="business-description">Business description</Label>
            <Textarea
              id="business-description"
              name="businessDescription"
              rows={5}
              maxLength={2000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="e.g. Family dental clinic in Singapore offering braces and teeth whitening"
            />
            <p className="text-right text-xs text-muted-foreground" aria-live="polite">
              {description.length}/2000
            </p>
          </div>
          <fieldset>
            <legend className="text-sm font-medium">Or start from a preset</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {presets.map((preset) => (
                <button
                  key={preset.name}
                  type="button"
                  onClick={() => setDescription(presetSentence(preset))}
                  className={cn(
                    "focus-ring rounded-lg border px-3 py-2 text-left text-sm transition hover:shadow-sm",
                    preset.className,
                  )}
                >
                  <span className="block font-semibold">{preset.name}</span>
                  <span className="line-clamp-2 text-xs opacity-90">{preset.description}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" loading={loading}>
              <Sparkles aria-hidden="true" className="size-4" />
              {landing ? "Get AI Recommendations" : "Analyze"}
            </Button>
            <Button type="button" size="lg" variant="outline" onClick={() => router.push("/ai-scraping")}>
              <SkipForward aria-hidden="true" className="size-4" />
              Skip This Step
            </Button>
          </div>
        </form>
      </section>

      {loading ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Analysing your business…
        </p>
      ) : null}

      {results ? (
        <section
          ref={resultsRef}
          tabIndex={-1}
          aria-labelledby="results-title"
          className="scroll-mt-20 grid gap-4 outline-none"
        >
          <div>
            <h2 id="results-title" className="text-xl font-semibold">
              Recommended lead sources
            </h2>
            <p className="text-sm text-muted-foreground">
              Choose one source to carry over to AI Scraping. Choose it again to clear the choice.
            </p>
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {results.map((r) => (
              <RecommendationCard
                key={r.id}
                recommendation={r}
                block={sourceBlock(readiness, r.platform)}
                selected={selectedId === r.id}
                onToggle={toggle}
              />
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" size="lg" onClick={proceed}>
              Proceed to AI Scraping <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
            <Button type="button" size="lg" variant="ghost" onClick={() => router.push("/ai-scraping")}>
              Skip This Step
            </Button>
          </div>
        </section>
      ) : null}

      {landing ? (
        <section aria-labelledby="types-title" className="grid gap-4">
          <h2 id="types-title" className="text-xl font-semibold">
            Popular business types
          </h2>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {businessTypes.map((type) => (
              <button
                key={type.name}
                type="button"
                onClick={() => runBusinessType(type.description)}
                className="focus-ring flex items-start gap-3 rounded-xl border border-border bg-white p-4 text-left shadow-sm transition hover:shadow-md"
              >
                <type.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold">{type.name}</span>
                  <span className="text-sm text-muted-foreground">{type.description}</span>
                </span>
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
