"use client";

import { useEffect, useRef, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "checked"> & {
  checked?: boolean | "indeterminate";
  onCheckedChange?: (checked: boolean) => void;
};

/** The one class list every checkbox shares; the browser draws the box, `accent-color` paints it. */
export const checkboxClassName =
  "size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60";

/**
 * A native checkbox styled with CSS (no extra markup, keyboard and forms for free): `checked` may be true,
 * false or "indeterminate"; pass `name` to submit it with a form ("on" when checked), and `aria-label`
 * when there is no visible <label htmlFor>.
 */
export function Checkbox({ className, checked, onCheckedChange, onChange, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = checked === "indeterminate";
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      data-slot="checkbox"
      className={cn(checkboxClassName, className)}
      checked={checked === undefined ? undefined : checked === true}
      aria-checked={indeterminate ? "mixed" : undefined}
      onChange={(event) => {
        onChange?.(event);
        onCheckedChange?.(event.target.checked);
      }}
      {...props}
    />
  );
}
