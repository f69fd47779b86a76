"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** A lead as the selection keeps it: its id and its platform (which decides the export formats). */
export type SelectableLead = { id: number; platform: string };

/**
 * The selected leads: their ids (as strings), each with its platform. Shared by the table, its header
 * checkbox, the selection bar and the download dialog; it survives paging.
 */
export type LeadSelection = {
  selected: ReadonlyMap<string, string>;
  /** Selects (on) or deselects (off) every lead given. */
  toggle: (leads: readonly SelectableLead[], on: boolean) => void;
  clear: () => void;
};

const LeadSelectionContext = createContext<LeadSelection | null>(null);

export function LeadSelectionProvider({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(() => new Map());
  const toggle = useCallback((leads: readonly SelectableLead[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const lead of leads) {
        if (on) next.set(String(lead.id), lead.platform);
        else next.delete(String(lead.id));
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const value = useMemo(() => ({ selected, toggle, clear }), [selected, toggle, clear]);
  return <LeadSelectionContext.Provider value={value}>{children}</LeadSelectionContext.Provider>;
}

export function useLeadSelection(): LeadSelection {
  const value = useContext(LeadSelectionContext);
  if (!value) throw new Error("useLeadSelection must be used inside LeadSelectionProvider");
  return value;
}
