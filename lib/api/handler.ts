import "server-only";
import type { z } from "zod";
import { can, type Permission } from "@/lib/auth/permissions";
import { getSessionContext, type SessionContext } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { AppError, errorToResponse } from "@/lib/errors";
import { closeIfCutOff } from "./cut-off-body";
import { noStore } from "./no-store";
import { isForeignRequest } from "./origin";

export type RouteContext = { params: Promise<unknown> };
export type WorkspaceHandlerContext<P> = { session: SessionContext; params: P };

/** The spec's x-user-id / user-id / userId may name only the signed-in user; anything else is a 404. */
function claimsAnotherUser(request: Request, userId: string): boolean {
  const url = new URL(request.url);
  const claimed = [
    request.headers.get("x-user-id"),
    request.headers.get("user-id"),
    url.searchParams.get("userId"),
  ];
  return claimed.some((value) => value !== null && value !== userId);
}

/**
 * Wraps a route handler for signed-in API calls: 401 without a session, 403 without the permission or
 * for a cross-site state-changing request, 404 for invalid route params or a foreign user id, typed
 * errors mapped to their status, and `Cache-Control: no-store` on every answer.
 */
export function withWorkspace<P extends z.ZodType = z.ZodType<Record<string, never>>>(
  handler: (request: Request, context: WorkspaceHandlerContext<z.output<P>>) => Promise<Response>,
  options: { permission?: Permission; params?: P } = {},
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (request, context) => {
    let response: Response;
    try {
      if (isForeignRequest(request, env().APP_URL))
        throw new AppError("forbidden", "Cross-site requests are not allowed.");
      const session = await getSessionContext();
      if (!session) throw new AppError("unauthorized");
      if (options.permission && !can(session.role, options.permission)) throw new AppError("forbidden");
      if (claimsAnotherUser(request, session.user.id)) throw new AppError("not_found");
      let params = {} as z.output<P>;
      if (options.params) {
        const parsed = options.params.safeParse(await context.params);
        if (!parsed.success) throw new AppError("not_found");
        params = parsed.data;
      }
      response = await handler(request, { session, params });
    } catch (error) {
      response = errorToResponse(error);
    }
    return closeIfCutOff(request, noStore(response));
  };
}
