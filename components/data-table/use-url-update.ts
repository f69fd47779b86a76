"use client";

import { useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { buildHref, type HrefPatch } from "./leads-href";

/**
 * Moves the page to a new URL state. `replace` for typing (no history entry per keystroke), push for
 * deliberate choices; scroll stays put because the page re-renders in place.
 */
export function useUrlUpdate(query: string) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function update(patch: HrefPatch, mode: "push" | "replace" = "push") {
    const href = buildHref(pathname, query, patch);
    startTransition(() => {
      if (mode === "replace") router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    });
  }

  return { update, pending };
}
