"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

export const SUBSCRIPTION_TAB = "/settings?tab=subscription";

/** Spec part 3 section 2.7: on to the subscription tab after 2.5 s, replacing this page in history. */
export function SuccessRedirect({ delayMs = 2500 }: { delayMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace(SUBSCRIPTION_TAB), delayMs);
    return () => clearTimeout(timer);
  }, [router, delayMs]);
  return null;
}
