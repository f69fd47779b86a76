import "server-only";
import { env } from "@/lib/env";
import { AppError, errorToResponse } from "@/lib/errors";
import { closeIfCutOff } from "./cut-off-body";
import { noStore } from "./no-store";
import { isForeignRequest } from "./origin";

/** A route handler without a session (the /api/auth calls): CSRF check, typed errors, no-store. */
export function publicRoute(
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    let response: Response;
    try {
      if (isForeignRequest(request, env().APP_URL))
        throw new AppError("forbidden", "Cross-site requests are not allowed.");
      response = await handler(request);
    } catch (error) {
      response = errorToResponse(error);
    }
    return closeIfCutOff(request, noStore(response));
  };
}
