"use client";

import type { ActionResult } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";

/** A server action called with an object (a button, not a form). */
export type ObjectAction<I, T = undefined> = (
  prev: ActionResult<T> | undefined,
  input: I,
) => Promise<ActionResult<T>>;

/** Calls it, raises one toast for the answer, and never throws (a lost connection is an error result). */
export async function callAction<I, T>(
  action: ObjectAction<I, T>,
  input: I,
  fallback: string,
): Promise<ActionResult<T>> {
  const result = await settleAction(() => action(undefined, input), fallback, fallback);
  if (result.status === "success" && result.message) toastSuccess(result.message);
  if (result.status === "error") toastError(result.message ?? fallback);
  return result;
}
