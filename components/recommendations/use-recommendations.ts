"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { fallbackRecommendations } from "@/lib/recommendations/fallback";
import type { Recommendation } from "@/lib/recommendations/types";
import { toastError, toastSuccess } from "@/lib/toast";

export const messages = {
  describeFirst: "Please describe your business first",
  selectFirst: "Please select one recommendation before proceeding",
  notFound: "Selected recommendation not found",
  complete: "AI analysis complete!",
  failed: "Failed to get recommendations. Showing default suggestions.",
} as const;

/** Spec part 1 section 7: the answer is `{ recommendations }` or the list itself. */
function listOf(body: unknown): Recommendation[] {
  if (Array.isArray(body)) return body as Recommendation[];
  const list = (body as { recommendations?: unknown } | null)?.recommendations;
  return Array.isArray(list) ? (list as Recommendation[]) : [];
}

/** The recommendation request's states (spec part 1 section 4): idle, loading, done, or the fallback list. */
export function useRecommendations() {
  const [results, setResults] = useState<Recommendation[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  async function analyze(description: string) {
    if (!description.trim()) {
      toastError(messages.describeFirst);
      return false;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setResults(null);
    setSelectedId(null);
    try {
      const response = await fetch("/api/recommendations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ businessDescription: description.trim() }),
        signal: controller.signal,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        if (response.status === 429 && body?.message) toast.error(body.message);
        throw new Error(`HTTP ${response.status}`);
      }
      const list = listOf(await response.json());
      setResults(list.length ? list : fallbackRecommendations);
      toastSuccess(messages.complete);
    } catch {
      if (controller.signal.aborted) return false;
      setResults(fallbackRecommendations);
      toastError(messages.failed);
    } finally {
      if (inFlight.current === controller) setLoading(false);
    }
    return true;
  }

  const toggle = (id: string) => setSelectedId((current) => (current === id ? null : id));

  return { results, selectedId, loading, analyze, toggle };
}
