"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

/**
 * While a campaign is sending (or about to start), the page's figures are read again every few seconds
 * with router.refresh(): the server components re-render from the counters; nothing else changes.
 */
export function CampaignsAutoRefresh({
  active,
  intervalMs = 3000,
}: {
  active: boolean;
  intervalMs?: number;
}) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs, router]);
  return null;
}
