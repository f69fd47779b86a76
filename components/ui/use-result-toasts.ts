"use client";

import { useEffect } from "react";
import type { ActionResult } from "@/lib/server/action-result";
import { toastError, toastSuccess } from "@/lib/toast";

/** Toasts a form action's message when its result arrives: green for success, red for an error. */
export function useResultToasts(state: ActionResult<unknown>) {
  useEffect(() => {
    if (state.status === "success" && state.message) toastSuccess(state.message);
    if (state.status === "error" && state.message) toastError(state.message);
  }, [state]);
}
