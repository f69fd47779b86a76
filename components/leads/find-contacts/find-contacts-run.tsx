"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { RunProgress } from "@/components/scraping/run-progress";
import { cancelRunRequest, fetchRun } from "@/components/scraping/scrape-api";
import { isOpen, useScrapeRun } from "@/components/scraping/use-scrape-run";
import { asSentence, failureReason } from "@/lib/scraping/messages";
import { toastError } from "@/lib/toast";

/**
 * A Find contacts run followed on the Leads page like any scrape: its progress while it works, then what
 * it did; the table is refreshed when it ends so the found emails and phones show.
 */
export function FindContactsRun({ runId, onClose }: { runId: string; onClose: () => void }) {
  const router = useRouter();
  const { run, setRun } = useScrapeRun(null);
  const [cancelling, setCancelling] = useState(false);
  const wasOpen = useRef(true);

  useEffect(() => {
    let stopped = false;
    fetchRun(runId).then((next) => !stopped && next && setRun(next));
    return () => {
      stopped = true;
    };
  }, [runId, setRun]);

  useEffect(() => {
    if (!run || isOpen(run) || !wasOpen.current) return;
    wasOpen.current = false;
    router.refresh(); // the filled leads, and the credits settled with the run
  }, [run, router]);

  async function cancel() {
    setCancelling(true);
    const next = await cancelRunRequest(runId);
    setCancelling(false);
    if (next) setRun(next);
    else toastError("Could not cancel the scrape. Please try again.");
  }

  if (!run) return null;
  if (isOpen(run)) return <RunProgress run={run} onCancel={cancel} cancelling={cancelling} />;
  const gained = `${run.savedCount} lead${run.savedCount === 1 ? "" : "s"}`;
  const charged = run.creditsCharged ?? 0;
  return (
    <section
      aria-label="Find contacts result"
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm"
    >
      <p className="mr-auto">
        {run.status === "succeeded"
          ? `Find contacts finished: ${gained} gained contacts (${charged} credit${charged === 1 ? "" : "s"} charged).`
          : run.status === "cancelled"
            ? `Find contacts cancelled: ${gained} gained contacts.`
            : `Find contacts failed: ${asSentence(failureReason(run.errorMessage ?? "the run stopped"))} ${gained} gained contacts.`}
      </p>
      <Button type="button" size="sm" variant="ghost" onClick={onClose}>
        Dismiss
      </Button>
    </section>
  );
}
