"use client";

import { createContext, createElement, useContext, useTransition, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { buildUrl, type HrefPatch, type UrlStateOptions } from "./url-state";

const UrlStateContext = createContext<UrlStateOptions>({});

/** Declares the page's reset rules once (see url-state.ts) for every toolbar control inside it. */
export function TableUrlStateProvider({
  options,
  children,
}: {
  options: UrlStateOptions;
  children: ReactNode;
}) {
  return createElement(UrlStateContext.Provider, { value: options }, children);
}

/**
 * Moves the page to a new URL state. `replace` for typing (no history entry per keystroke), push for
 * deliberate choices; scroll stays put because the page re-renders in place.
 */
export function useUrlUpdate(query: string) {
  const router = useRouter();
  const pathname = usePathname();
  const options = useContext(UrlStateContext);
  const [pending, startTransition] = useTransition();

  function update(patch: HrefPatch, mode: "push" | "replace" = "push") {
    const href = buildUrl(pathname, query, patch, options);
    startTransition(() => {
      if (mode === "replace") router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    });
  }

  return { update, pending };
}
