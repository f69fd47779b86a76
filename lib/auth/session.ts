import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { PlanId } from "@/lib/billing/plans";
import type { WorkspaceRole } from "@/db/schema";
import { sessionCookieName } from "./config";
import { readSessionCookie } from "./cookie";
import { findLiveSession, touchSession } from "./session-queries";

export type SessionContext = {
  sessionId: string;
  user: {
    id: string;
    name: string;
    email: string;
    avatarUrl: string | null;
    lastLoginAt: Date | null;
    previousLoginAt: Date | null;
  };
  workspace: { id: string; name: string; plan: PlanId };
  role: WorkspaceRole;
};

const TOUCH_INTERVAL_SECONDS = 60;

/**
 * Decodes the session cookie directly rather than through Auth.js auth(): same token, same checks (a
 * missing AUTH_SECRET or an undecryptable or expired token is null), a third of the cost per request.
 */
async function readClaims() {
  const jar = await cookies();
  return readSessionCookie(jar.get(sessionCookieName)?.value);
}

/**
 * The signed-in user, workspace and role for this request, or null. The JWT only names a session row;
 * the row (not revoked, not expired), the user (active, not deleted) and the membership decide.
 */
export const getSessionContext = cache(async (): Promise<SessionContext | null> => {
  const claims = await readClaims();
  if (!claims) return null;
  const row = await findLiveSession({ sessionId: claims.sessionId, userId: claims.userId });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000) {
    await touchSession({ sessionId: row.sessionId, intervalSeconds: TOUCH_INTERVAL_SECONDS });
  }
  return { sessionId: row.sessionId, user: row.user, workspace: row.workspace, role: row.role };
});

/**
 * For layouts and pages: the session, or off to /signin. The detour through /api/auth/expired drops a
 * cookie whose session has ended, or middleware would bounce the visitor from /signin back here.
 */
export async function requireSessionContext(): Promise<SessionContext> {
  const session = await getSessionContext();
  if (!session) redirect("/api/auth/expired");
  return session;
}
