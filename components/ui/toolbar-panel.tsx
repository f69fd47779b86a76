"use client";

import type { ReactNode } from "react";
import { Popover } from "radix-ui";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A toolbar button that opens a panel under it (a non-modal popover): Escape, the button or a click
 * elsewhere closes it, and focus goes back to the button, so two panels never lie open over each other.
 * The panel is a labelled dialog, busy while its owner saves.
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
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button type="button" variant="outline">
          {trigger}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          aria-busy={busy || undefined}
          align="end"
          sideOffset={8}
          collisionPadding={16}
          className={cn(
            "z-50 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-background p-3 text-foreground shadow-lg outline-none",
            className,
          )}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
