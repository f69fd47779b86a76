import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { controlClassName } from "./input";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      data-slot="textarea"
      className={cn(controlClassName, "min-h-20", className)}
      {...props}
    />
  );
}
