"use client";

import { useId, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export type TabItem<Value extends string> = { value: Value; label: string };

/** Arrow keys, Home and End move focus along the tabs; Enter or Space then chooses one (manual activation). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const index = tabs.indexOf(event.target as HTMLButtonElement);
  const steps: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
  if (index < 0 || !(event.key in steps)) return;
  event.preventDefault();
  const next = steps[event.key]!;
  tabs.at(next === tabs.length ? 0 : next)?.focus();
}

/**
 * Tabs whose choice is a page (the URL holds it): the WAI-ARIA tab pattern with manual activation, and
 * the panel for the chosen tab only, rendered by the server. No tab primitive: this renders on every
 * Leads request, and a roving-focus group is more machinery than a few buttons need.
 * The list scrolls sideways instead of wrapping on 360 px phones; the baseline is an inset shadow so
 * the active underline never overflows into a vertical scrollbar.
 */
export function UrlTabs<Value extends string>({
  label,
  tabs,
  value,
  onSelect,
  aside,
  children,
}: {
  label: string;
  tabs: readonly TabItem<Value>[];
  value: Value;
  onSelect: (value: Value) => void;
  /** Beside the list, e.g. a spinner while the chosen tab loads. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-3">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={moveFocus}
          className="scroll-shadow-x flex max-w-full flex-1 gap-1 overflow-x-auto shadow-[inset_0_-1px_0] shadow-border max-sm:gap-0"
        >
          {tabs.map((tab) => {
            const selected = tab.value === value;
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={`${id}-${tab.value}`}
                aria-selected={selected}
                aria-controls={selected ? `${id}-panel` : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => (selected ? undefined : onSelect(tab.value))}
                className={cn(
                  "focus-ring-inset inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap hover:text-foreground max-sm:px-2",
                  selected ? "border-primary text-foreground" : "border-transparent text-muted-foreground",
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {aside}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${value}`}
        tabIndex={-1}
        className="focus-ring grid min-w-0 grid-cols-1 gap-4 pt-4"
      >
        {children}
      </div>
    </div>
  );
}
