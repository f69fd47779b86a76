import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { appErrorFromDatabase, isAppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { fieldErrorsOf, INVALID_INPUT } from "./field-errors";
import { formDataToObject } from "./form-data";
import { can, type Permission } from "@/lib/auth/permissions";
import { getSessionContext, type SessionContext } from "@/lib/auth/session";
import { type ActionResult, GENERIC_FAILURE, SIGN_IN_REQUIRED } from "./action-result";

export type { ActionResult } from "./action-result";
export { GENERIC_FAILURE, SIGN_IN_REQUIRED } from "./action-result";

/** A server action usable with useActionState (prev, formData) and as a direct call (undefined, object). */
export type ServerAction<S extends z.ZodType, T> = (
  prev: ActionResult<T> | undefined,
  input: FormData | z.input<S>,
) => Promise<ActionResult<T>>;

async function run<S extends z.ZodType, T>(
  schema: S,
  input: FormData | unknown,
  handler: (data: z.output<S>) => Promise<ActionResult<T> | void>,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(input instanceof FormData ? formDataToObject(input) : input);
  if (!parsed.success)
    return { status: "error", message: INVALID_INPUT, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    return (await handler(parsed.data)) ?? { status: "success" };
  } catch (error) {
    unstable_rethrow(error); // redirect() and notFound() must reach Next
    if (isAppError(error)) return { status: "error", message: error.message, fieldErrors: error.fieldErrors };
    const databaseError = appErrorFromDatabase(error);
    if (databaseError) return { status: "error", message: databaseError.message };
    logger.error("action", "server action failed", error);
    return { status: "error", message: GENERIC_FAILURE };
  }
}

/**
 * A server action for signed-in users: resolves the session (none: error), checks the role's
 * permission, parses the input with the schema the form uses, runs the handler and turns thrown
 * errors into a safe message. The handler may return a result, or nothing for plain success.
 */
export function authedAction<S extends z.ZodType, T = undefined>(
  schema: S,
  handler: (input: z.output<S>, session: SessionContext) => Promise<ActionResult<T> | void>,
  options: { permission?: Permission } = {},
): ServerAction<S, T> {
  return async (_prev, input) => {
    const session = await getSessionContext();
    if (!session) return { status: "error", message: SIGN_IN_REQUIRED };
    if (options.permission && !can(session.role, options.permission)) {
      return { status: "error", message: "You do not have permission to do that." };
    }
    return run(schema, input, (data) => handler(data, session));
  };
}

/** A server action without a session (sign-up, sign-in, forgot and reset password). */
export function publicAction<S extends z.ZodType, T = undefined>(
  schema: S,
  handler: (input: z.output<S>) => Promise<ActionResult<T> | void>,
): ServerAction<S, T> {
  return async (_prev, input) => run(schema, input, handler);
}
