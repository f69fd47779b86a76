import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// -800 text on -100 background: every pair is above 4.5:1.
export const badgeTones = {
  gray: "bg-slate-100 text-slate-800 ring-slate-600/20",
  blue: "bg-blue-100 text-blue-800 ring-blue-600/20",
  green: "bg-green-100 text-green-800 ring-green-600/20",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-600/30",
  pink: "bg-pink-100 text-pink-800 ring-pink-600/20",
  purple: "bg-purple-100 text-purple-800 ring-purple-600/20",
  orange: "bg-orange-100 text-orange-800 ring-orange-600/20",
  indigo: "bg-indigo-100 text-indigo-800 ring-indigo-600/20",
} as const;

export type BadgeTone = keyof typeof badgeTones;

export type BadgeProps = ComponentProps<"span"> & { tone?: BadgeTone };

export function Badge({ tone = "gray", className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(
        "inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        badgeTones[tone],
        className,
      )}
      {...props}
    />
  );
}
