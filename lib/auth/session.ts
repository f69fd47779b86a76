import "server-only";
import { redirect, unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import type { PlanId } from "@/lib/billing/plans";
import type { WorkspaceRole } from "@/db/schema";
import { logger } from "@/lib/logger";
import { auth } from "./index";
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

const claimsSchema = z.object({ sid: z.uuid(), user: z.object({ id: z.uuid() }) });
const TOUCH_INTERVAL_SECONDS = 60;

async function readClaims() {
  try {
    // auth() fails closed (null) on a missing AUTH_SECRET or a token it cannot decrypt.
    const parsed = claimsSchema.safeParse(await auth());
    return parsed.success ? parsed.data : null;
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (dynamic rendering) are not failures
    logger.warn("auth", "session token could not be read", error);
    return null;
  }
}

/**
 * The signed-in user, workspace and role for this request, or null. The JWT only names a session row;
 * the row (not revoked, not expired), the user (active, not deleted) and the membership decide.
 */
export const getSessionContext = cache(async (): Promise<SessionContext | null> => {
  const claims = await readClaims();
  if (!claims) return null;
  const row = await findLiveSession({ sessionId: claims.sid, userId: claims.user.id });
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
