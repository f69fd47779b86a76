"use client";

import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * A dialog's `onOpenAutoFocus` and `onCloseAutoFocus` that give focus back, on closing, to what had it when
 * the dialog opened. Radix returns it only to a `Trigger`, and a dialog opened by any other button (or a
 * controlled one) otherwise leaves the keyboard user on the page's body, from where the next Tab starts
 * at the top of the page. An opener the dialog's action removes (a deleted row's button), at once or when
 * the page refreshes, gives it to the nearest focusable element that held it (the table's scrolling
 * region, else the page's main region); an opener with nothing such around it (a menu's item) leaves it to
 * Radix; a dialog opened with no opener (by its URL) gives it to the main region. The caller's own
 * handlers run first and can prevent it.
 */
export function useReturnFocus(own: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const returnTo = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus(event: Event) {
      // Still the opener's: Radix moves focus into the dialog after this.
      const active = document.activeElement;
      const opener = active instanceof HTMLElement && active !== document.body ? active : null;
      const holder = opener?.parentElement?.closest<HTMLElement>("[tabindex]");
      const main = document.getElementById("main-content");
      returnTo.current = opener ? [opener, ...(holder ? [holder] : [])] : main ? [main] : [];
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const [opener, holder] = returnTo.current;
      const back = returnTo.current.find((element) => element.isConnected);
      if (!back) return;
      event.preventDefault();
      back.focus();
      if (back === opener && holder) refocusIfRemoved(opener, holder);
    },
  };
}

/**
 * The dialog's action may remove its opener only once the page has refreshed, after the focus went back to
 * it: when that happens and the focus has fallen to the body, it goes to the holder instead. Watched for a
 * few seconds at most, and only while the focus has not moved on.
 */
function refocusIfRemoved(opener: HTMLElement, holder: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (document.activeElement !== opener && document.activeElement !== document.body) return stop();
    if (opener.isConnected) return;
    stop();
    if (holder.isConnected) holder.focus();
  });
  const timer = setTimeout(() => observer.disconnect(), 15_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(holder, { childList: true, subtree: true });
}
