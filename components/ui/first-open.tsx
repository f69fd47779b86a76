"use client";

import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from "react";
import { flushSync } from "react-dom";

type Intent = "none" | "pointer" | "focus";

/**
 * Radix roots (dialogs, menus) cost every server render their providers, ids and scopes while closed:
 * on /leads the shell's two menus and the two dialogs were about 5% of the answer (issue 17). A popup
 * built with this renders its trigger through `ClosedTrigger` until someone points at it, focuses it or
 * opens it, then its Radix root, which stays. The root is in place before the click or key press that
 * opens it, so Radix handles the interaction itself (first item focused from the keyboard, focus back
 * to the trigger on close); focus that arrived on the stand-in moves to the Radix trigger.
 */
export function usePopupRoot(open: boolean) {
  const [intent, setIntent] = useState<Intent>("none");
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (intent === "focus") triggerRef.current?.focus();
  }, [intent]);
  // Synchronous: a touch's pointer down, or the click right after a pointer enters, lands on the Radix trigger.
  const prepare = (next: Exclude<Intent, "none">) => flushSync(() => setIntent(next));
  return { mounted: open || intent !== "none", triggerRef, prepare };
}

type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
};

/**
 * The popup's trigger before its Radix root exists, with the attributes Radix gives it closed. A touch
 * can reach it before the root is in place: it then opens the popup the way Radix's trigger would (a
 * menu on pointer down, a dialog on click).
 */
export function ClosedTrigger({
  popup,
  onIntent,
  onOpen,
  children,
}: {
  popup: "dialog" | "menu";
  /** `prepare` from usePopupRoot. */
  onIntent: (intent: "pointer" | "focus") => void;
  onOpen: () => void;
  children: ReactElement<TriggerProps>;
}) {
  const props: TriggerProps & Record<`aria-${string}` | `data-${string}`, unknown> = {
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    onFocus: () => onIntent("focus"),
    onPointerEnter: () => onIntent("pointer"),
  };
  if (popup === "menu") {
    props.onPointerDown = (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      onOpen();
    };
  } else {
    props.onClick = onOpen;
  }
  return cloneElement(children, props);
}
