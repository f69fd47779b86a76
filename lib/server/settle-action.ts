import { unstable_rethrow } from "next/navigation";
import { type ActionResult, GENERIC_FAILURE } from "./action-result";

/** Client-safe: what a server action call answers when its request or its answer was lost on the way. */
export const CONNECTION_LOST = "Could not reach the server. Check your connection and try again.";

/** A fetch that failed in transit rejects with a TypeError ("Failed to fetch", "Load failed", …). */
function isConnectionLost(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return error instanceof TypeError;
}

/**
 * A server action called from the browser, settled into a result. The call rejects when its request
 * fails (offline, connection dropped), and a rejection in an event handler's transition reaches the
 * error page, which takes the screen and whatever the user had typed with it. Here it becomes an error
 * result instead: `network` for a lost connection, `fallback` for any other failure. A redirect or
 * notFound() still goes through to Next.
 */
export async function settleAction<T>(
  call: () => Promise<ActionResult<T>>,
  fallback: string = GENERIC_FAILURE,
  network: string = CONNECTION_LOST,
): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch (error) {
    unstable_rethrow(error);
    return { status: "error", message: isConnectionLost(error) ? network : fallback };
  }
}
