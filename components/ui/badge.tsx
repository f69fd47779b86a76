import type { ComponentProps } from "react";

/** The tones a badge comes in; their colours are the `[data-badge]` rules of app/theme.css. */
export type BadgeTone =
  "gray" | "blue" | "green" | "red" | "yellow" | "pink" | "purple" | "orange" | "indigo";

export type BadgeProps = ComponentProps<"span"> & { tone?: BadgeTone };

export function Badge({ tone = "gray", ...props }: BadgeProps) {
  return <span data-slot="badge" data-badge={tone} {...props} />;
}
