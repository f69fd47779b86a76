"use client";

import { useEffect, useRef } from "react";

const firstControl =
  "input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])";

/**
 * For a dialog whose steps replace one another: when `step` changes, the focus moves into the returned
 * ref's element, to the control marked `data-step-focus` or else the first enabled one. The control the
 * focus was in is gone by then, so a keyboard user goes on from the new step and a screen reader reads
 * where it landed, not the dialog again from its top. Nothing moves on the first render.
 */
export function useFocusOnStep<T extends HTMLElement>(step: string | number) {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const root = container.current;
    (
      root?.querySelector<HTMLElement>("[data-step-focus]") ?? root?.querySelector<HTMLElement>(firstControl)
    )?.focus();
  }, [step]);
  return container;
}
