import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Decorative placeholder; wrap groups in an element with aria-busy or a Spinner label for screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200", className)}
      {...props}
    />
  );
}
