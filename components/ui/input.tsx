import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Shared look of text-like controls (Input, Textarea, Select). */
export const controlClassName = cn(
  "focus-ring w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs sm:text-sm",
  "placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
  "aria-invalid:border-danger",
);

/** `dir="auto"`: Arabic or Hebrew typed in reads right to left, as it is shown afterwards. */
export function Input({ className, type = "text", dir = "auto", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      dir={dir}
      data-slot="input"
      className={cn(controlClassName, "h-10", className)}
      {...props}
    />
  );
}
