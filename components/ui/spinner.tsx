import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

export type SpinnerProps = { label?: string; className?: string };

/** A spinning icon with a screen-reader label, announced politely as a status. */
export function Spinner({ label = "Loading", className }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
