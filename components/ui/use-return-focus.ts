"use client";

import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * A dialog's `onOpenAutoFocus` and `onCloseAutoFocus` that give focus back, on closing, to what had it when
 * the dialog opened. Radix returns it only to a `Trigger`, and a dialog opened by any other button (or a
 * controlled one) otherwise leaves the keyboard user on the page's body. An opener that is gone by then (a
 * menu's item) leaves it to Radix; a dialog opened with no opener (by its URL) gives it to the page's main
 * region, where the next Tab goes on from. The caller's own handlers run first and can prevent it.
 */
export function useReturnFocus(own: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Still the opener's: Radix moves focus into the dialog after this.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const back = opener.current ?? document.getElementById("main-content");
      if (!back?.isConnected) return;
      event.preventDefault();
      back.focus();
    },
  };
}
