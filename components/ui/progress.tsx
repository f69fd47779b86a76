"use client";

import type { ComponentProps } from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> & {
  /** 0..100, or null while the amount is unknown (indeterminate). */
  value: number | null;
  /** Accessible name of the progress bar. */
  label: string;
};

export function Progress({ value, label, className, ...props }: ProgressProps) {
  const clamped = value === null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={label}
      value={clamped}
      max={100}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full rounded-full bg-primary",
          clamped === null
            ? "w-1/3 animate-indeterminate motion-reduce:animate-none"
            : "w-full transition-transform duration-300",
        )}
        style={clamped === null ? undefined : { transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
