import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const readPreference = () => window.matchMedia(query).matches;
// On the server (and while hydrating) assume reduced motion: nothing moves before the client knows.
const assumeReduced = () => true;

/** Whether the visitor asked the system for reduced motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, assumeReduced);
}
