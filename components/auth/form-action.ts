import { type ActionResult, GENERIC_FAILURE } from "@/lib/server/action-result";
import { CONNECTION_LOST, settleAction } from "@/lib/server/settle-action";

/** A server action as the auth pages pass it to their forms: (previous state, form data) → result. */
export type FormAction<T = undefined> = (
  prev: ActionResult<T> | undefined,
  input: FormData,
) => Promise<ActionResult<T>>;

/**
 * The action as a form runs it: a server action that cannot reach the server (offline, connection lost)
 * answers `network` instead of throwing to the error page, any other failure `fallback`, and an error
 * result without a message gets `fallback` too (spec: "Sign up failed", "Failed to reset password").
 */
export function guardedAction<T>(
  action: FormAction<T>,
  messages: { network: string; fallback: string } = { network: CONNECTION_LOST, fallback: GENERIC_FAILURE },
): (prev: ActionResult<T>, input: FormData) => Promise<ActionResult<T>> {
  return async (prev, input) => {
    const result = await settleAction(() => action(prev, input), messages.fallback, messages.network);
    if (result.status === "error" && !result.message && !result.fieldErrors)
      return { ...result, message: messages.fallback };
    return result;
  };
}
