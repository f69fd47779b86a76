"use client";

import { useEffect, useRef } from "react";
import { callProjects, type ProjectView } from "./api";

const SPEC_POLL_MS = 30_000; // spec part 2 section 9
const FAST_POLL_MS = 2_000;
const FAST_WINDOW_MS = 60_000;

/**
 * While any project is analysing, re-reads the projects: every 2 s for the first minute (a finished job
 * shows at once), then every 30 s as the spec says. Stops when none is analysing.
 */
export function useProjectPolling(projects: ProjectView[], onUpdate: (projects: ProjectView[]) => void) {
  const analysing = projects.some((p) => p.isAnalysing);
  const since = useRef<number | null>(null);
  const update = useRef(onUpdate);
  useEffect(() => {
    update.current = onUpdate;
  });

  useEffect(() => {
    if (!analysing) {
      since.current = null;
      return;
    }
    since.current ??= Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const tick = async () => {
      const answer = await callProjects("", "GET");
      if (!live) return;
      if (answer.ok && Array.isArray(answer.data)) update.current(answer.data as ProjectView[]);
      schedule();
    };
    const schedule = () => {
      const fast = Date.now() - (since.current ?? 0) < FAST_WINDOW_MS;
      timer = setTimeout(() => void tick(), fast ? FAST_POLL_MS : SPEC_POLL_MS);
    };
    schedule();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [analysing]);
}
