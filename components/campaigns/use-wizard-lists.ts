"use client";

import { useEffect, useRef, useState } from "react";
import { settleAction } from "@/lib/server/settle-action";
import { toastError } from "@/lib/toast";
import type { ListWizardLists, WizardList } from "./wizard-types";

/**
 * The wizard's lead lists, read each time `wanted` turns true (the wizard opens on its list variant), so
 * a list made meanwhile is offered; null until the first read arrives, the last lists while a new one runs.
 */
export function useWizardLists(wanted: boolean, load: ListWizardLists): WizardList[] | null {
  const [lists, setLists] = useState<WizardList[] | null>(null);
  const requested = useRef(false);
  useEffect(() => {
    if (!wanted) {
      requested.current = false;
      return;
    }
    if (requested.current) return;
    requested.current = true;
    const failed = "Could not load your lead lists.";
    void settleAction(() => load(undefined, {}), failed).then((result) => {
      if (result.status === "success") setLists(result.data ?? []);
      else toastError(result.message ?? failed);
    });
  }, [wanted, load]);
  return lists;
}
