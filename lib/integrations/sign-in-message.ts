import "server-only";
import { noStore } from "@/lib/api/no-store";
import type { RouteContext } from "@/lib/api/handler";

/** Spec part 3, section 6: a signed-out call to these routes answers 401 with the spec's own message. */
export function withSignInMessage(
  handler: (request: Request, context: RouteContext) => Promise<Response>,
  message: string,
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.status !== 401) return response;
    return noStore(Response.json({ success: false, error: "unauthorized", message }, { status: 401 }));
  };
}
