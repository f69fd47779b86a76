import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { controlClassName } from "./input";

/** `dir="auto"` as Input's. */
export function Textarea({ className, rows = 4, dir = "auto", ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      dir={dir}
      data-slot="textarea"
      className={cn(controlClassName, "min-h-20", className)}
      {...props}
    />
  );
}
