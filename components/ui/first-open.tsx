"use client";

import {
  cloneElement,
  useLayoutEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";
import { flushSync } from "react-dom";

type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
};

type Intent = "none" | "pointer" | "focus";

/**
 * A popup whose Radix root is mounted on first use. Radix roots (dialogs, menus) cost every server render
 * their providers, ids and scopes while closed: on /leads the shell's two menus and the two dialogs were
 * about 5% of the answer (issue 17). Until someone points at the trigger, focuses it or opens the popup,
 * this renders only `trigger`, with the attributes Radix gives it closed; then `children(trigger)`, the
 * Radix root with the trigger inside its Trigger (asChild), which stays. For a mouse or the keyboard the
 * root is in place before the press that opens it (mounted synchronously when the mouse enters or
 * keyboard focus arrives), so Radix handles the interaction itself: first item focused from the keyboard,
 * focus back to the trigger on close; the focus moves to Radix's trigger. A touch, or a click from
 * assistive technology, opens the popup from the stand-in (a menu already on pointer down, as Radix's).
 */
export function FirstOpen({
  popup,
  open,
  onOpen,
  trigger,
  children,
}: {
  popup: "dialog" | "menu";
  open: boolean;
  onOpen: () => void;
  trigger: ReactElement<TriggerProps>;
  children: (trigger: ReactElement<TriggerProps>) => ReactNode;
}) {
  const [intent, setIntent] = useState<Intent>("none");
  // The rendered trigger (the stand-in, then Radix's): set by a callback ref, read in the effect.
  const [triggerNode, setTriggerNode] = useState<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (intent === "focus") triggerNode?.focus();
  }, [intent, triggerNode]);

  if (open || intent !== "none") return children(cloneElement(trigger, { ref: setTriggerNode }));

  const prepare = (next: Exclude<Intent, "none">) => flushSync(() => setIntent(next));
  const closed: TriggerProps & Record<`aria-${string}` | `data-${string}`, unknown> = {
    ref: setTriggerNode,
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    // Keyboard focus only: a press's focus would swap the element between its pointer down and its click.
    onFocus: (event) => {
      if (event.currentTarget.matches(":focus-visible")) prepare("focus");
    },
    // A mouse only: a touch's pointer events stay with the element they began on, gone after the swap.
    onPointerEnter: (event) => {
      if (event.pointerType === "mouse") prepare("pointer");
    },
    onClick: onOpen,
  };
  if (popup === "menu") {
    closed.onPointerDown = (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      onOpen();
    };
  }
  return cloneElement(trigger, closed);
}
