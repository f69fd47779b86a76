import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const tones = {
  error: { box: "border-red-200 bg-danger-subtle text-red-800", icon: CircleAlert },
  success: { box: "border-green-200 bg-success-subtle text-green-800", icon: CircleCheck },
  info: { box: "border-indigo-200 bg-primary-subtle text-indigo-900", icon: Info },
} as const;

/** A form-level banner; errors are announced assertively, the rest politely. */
export function FormAlert({
  tone,
  children,
  className,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-2 rounded-md border p-3 text-sm", box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}
