"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** Selected lead ids (with their platforms, for the export formats), shared by the table, its bar and the header. */
export type LeadSelection = {
  selected: ReadonlyMap<string, string>;
  setSelected: (next: ReadonlyMap<string, string>) => void;
  clear: () => void;
};

const LeadSelectionContext = createContext<LeadSelection | null>(null);

export function LeadSelectionProvider({ children }: { children: ReactNode }) {
  const [selected, setSelectedState] = useState<ReadonlyMap<string, string>>(() => new Map());
  const setSelected = useCallback((next: ReadonlyMap<string, string>) => setSelectedState(next), []);
  const clear = useCallback(() => setSelectedState(new Map()), []);
  const value = useMemo(() => ({ selected, setSelected, clear }), [selected, setSelected, clear]);
  return <LeadSelectionContext.Provider value={value}>{children}</LeadSelectionContext.Provider>;
}

export function useLeadSelection(): LeadSelection {
  const value = useContext(LeadSelectionContext);
  if (!value) throw new Error("useLeadSelection must be used inside LeadSelectionProvider");
  return value;
}
