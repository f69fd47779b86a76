import type { ActionResult } from "@/lib/server/action-result";

/** A server action as the auth pages pass it to their forms: (previous state, form data) → result. */
export type FormAction<T = undefined> = (
  prev: ActionResult<T> | undefined,
  input: FormData,
) => Promise<ActionResult<T>>;

/** A fetch that never reached the server: the browser is offline or the request failed in transit. */
function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return error instanceof TypeError;
}

/**
 * The action as a form runs it: a server action that cannot reach the server (offline, connection lost)
 * answers `network` instead of throwing to the error page, any other failure `fallback`, and an error
 * result without a message gets `fallback` too (spec: "Sign up failed", "Failed to reset password").
 */
export function guardedAction<T>(
  action: FormAction<T>,
  messages: { network: string; fallback: string },
): (prev: ActionResult<T>, input: FormData) => Promise<ActionResult<T>> {
  return async (prev, input) => {
    try {
      const result = await action(prev, input);
      if (result.status === "error" && !result.message && !result.fieldErrors)
        return { ...result, message: messages.fallback };
      return result;
    } catch (error) {
      return { status: "error", message: isNetworkFailure(error) ? messages.network : messages.fallback };
    }
  };
}
