"use client";

import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";

type Options<T> = {
  /** Toast on success; a function receives the result (e.g. for counts). */
  success: string | ((result: ActionResult<T>) => string);
  /** Toast on failure when the server sent no message (spec: "the server message is shown when present"). */
  failure: string;
  onSuccess?: (result: ActionResult<T>) => void;
};

/**
 * Runs a server action from an event handler: pending state, the result for inline field errors and one
 * toast per outcome (the actions revalidate the page themselves). Calling the action directly (not as
 * <form action>) keeps what the user typed when the server refuses it.
 */
export function useActionSubmit<I, T>(
  action: (prev: ActionResult<T> | undefined, input: I) => Promise<ActionResult<T>>,
  options: Options<T>,
) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ActionResult<T>>({ status: "idle" });

  function submit(input: I) {
    startTransition(async () => {
      // The spec's failure text whatever went wrong, a lost connection included.
      const next = await settleAction(() => action(undefined, input), options.failure, options.failure);
      setResult(next);
      if (next.status === "success") {
        toastSuccess(typeof options.success === "function" ? options.success(next) : options.success);
        options.onSuccess?.(next);
      } else {
        toastError(next.message ?? options.failure);
      }
    });
  }

  return { submit, pending, result, setResult };
}
