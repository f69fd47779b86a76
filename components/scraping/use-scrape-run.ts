"use client";

import { useEffect, useState } from "react";
import type { RunView } from "@/lib/scraping/run-view";
import { fetchResults, fetchRun, type RunResults } from "./scrape-api";

const POLL_MS = 1500;
export const isOpen = (run: RunView | null) => run?.status === "queued" || run?.status === "running";

/** Follows a run: polls its status every 1.5 s while it is queued or running, then loads its results once. */
export function useScrapeRun(initial: RunView | null) {
  const [run, setRun] = useState<RunView | null>(initial);
  const [results, setResults] = useState<RunResults | null>(null);
  const runId = run?.id;
  const open = isOpen(run);

  useEffect(() => {
    if (!runId || !open) return;
    let stopped = false;
    const tick = async () => {
      const next = await fetchRun(runId).catch(() => null);
      if (!stopped && next) setRun(next);
    };
    const timer = setInterval(tick, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [runId, open]);

  useEffect(() => {
    if (!runId || open) return;
    let stopped = false;
    fetchResults(runId)
      .then((r) => !stopped && setResults(r))
      .catch(() => {});
    return () => {
      stopped = true;
    };
  }, [runId, open]);

  return { run, setRun, results, reset: () => (setRun(null), setResults(null)) };
}
