import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { controlClassName } from "./input";

/** A styled native <select>: keyboard, screen-reader and mobile pickers come for free. */
export function Select({ className, multiple, ...props }: ComponentProps<"select">) {
  return (
    <select
      data-slot="select"
      multiple={multiple}
      className={cn(controlClassName, !multiple && "select-chevron h-10 py-0", className)}
      {...props}
    />
  );
}
