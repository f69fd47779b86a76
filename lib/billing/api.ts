import "server-only";
import { assertSameUser } from "@/lib/api/route-helpers";
import type { SessionContext } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { idempotencyKeySchema } from "./validations";

/** The spec's `email` query or body field may only name the signed-in user (else 404, like userId). */
export function assertSameEmail(claimed: string | null | undefined, session: SessionContext): void {
  if (claimed && claimed.trim().toLowerCase() !== session.user.email.toLowerCase())
    throw new AppError("not_found");
}

export function assertBuyer(body: { userId?: unknown; email?: string }, session: SessionContext): void {
  assertSameUser(body.userId === undefined ? undefined : String(body.userId), session.user.id);
  assertSameEmail(body.email, session);
}

/** A client's Idempotency-Key header, when it is well formed (RELIABILITY 48: a retried checkout is one session). */
export function idempotencyKeyOf(request: Request): string | undefined {
  const parsed = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

export function buyerOf(session: SessionContext) {
  return { workspaceId: session.workspace.id, email: session.user.email, name: session.user.name };
}
