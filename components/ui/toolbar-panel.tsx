"use client";

import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A toolbar button that shows a panel under it (a disclosure: the panel is part of the page, not a
 * modal), closed again by the button or Escape. The panel is a labelled group, busy while its owner
 * saves.
 */
export function ToolbarPanel({
  trigger,
  label,
  open,
  onOpenChange,
  busy,
  className,
  children,
}: {
  /** The button's content: an icon and its text. */
  trigger: ReactNode;
  /** The panel's accessible name. */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  /** The panel's width and layout. */
  className?: string;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <div className="relative">
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {trigger}
      </Button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={label}
          aria-busy={busy || undefined}
          className={cn(
            "absolute right-0 z-20 mt-2 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-background p-3 shadow-lg",
            className,
          )}
          onKeyDown={(event) => {
            if (event.key === "Escape") onOpenChange(false);
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
