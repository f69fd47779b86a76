/** The one result shape of every form and server action (client-safe; lib/server/action.ts builds them). */
export type ActionResult<T = undefined> = {
  status: "idle" | "success" | "error";
  message?: string;
  fieldErrors?: Record<string, string[]>;
  data?: T;
};
