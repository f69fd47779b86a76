/** The one result shape of every form and server action (client-safe; lib/server/action.ts builds them). */
export type ActionResult<T = undefined> = {
  status: "idle" | "success" | "error";
  message?: string;
  fieldErrors?: Record<string, string[]>;
  data?: T;
};

/** What a server action answers a caller whose session has ended (client-safe: toasts offer sign-in on it). */
export const SIGN_IN_REQUIRED = "Please sign in to continue.";

/** What an action answers, and the browser shows, for a failure with nothing more to say. */
export const GENERIC_FAILURE = "Something went wrong. Please try again.";
