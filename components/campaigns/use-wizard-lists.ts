"use client";

import { useEffect, useRef, useState } from "react";
import { toastError } from "@/lib/toast";
import type { ListWizardLists, WizardList } from "./wizard-types";

/**
 * The wizard's lead lists, read the first time `wanted` is true (the wizard is open on its list variant);
 * null until they arrive. A failed read is tried again the next time the wizard opens.
 */
export function useWizardLists(wanted: boolean, load: ListWizardLists): WizardList[] | null {
  const [lists, setLists] = useState<WizardList[] | null>(null);
  const requested = useRef(false);
  useEffect(() => {
    if (!wanted || requested.current) return;
    requested.current = true;
    void load(undefined, {}).then((result) => {
      if (result.status === "success") return setLists(result.data ?? []);
      requested.current = false;
      toastError(result.message ?? "Could not load your lead lists.");
    });
  }, [wanted, load]);
  return lists;
}
