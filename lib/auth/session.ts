import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { PlanId } from "@/lib/plans/catalog";
import type { WorkspaceRole } from "@/db/schema";
import { sessionCookieName } from "./config";
import { can, type Permission } from "./permissions";
import { readSessionCookie } from "./cookie";
import type { ShellFigures } from "@/lib/shell/figures";
import { findLiveSession, findLiveSessionWithShellFigures, touchSession } from "./session-queries";

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
  /** timeZone: the IANA zone the screens write dates in (the Business Profile sets it). */
  workspace: { id: string; name: string; plan: PlanId; timeZone: string };
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

type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** The row as the app sees it; a row not seen for a minute is touched first (at most one write a minute). */
async function toSessionContext(row: LiveSessionRow): Promise<SessionContext> {
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000) {
    await touchSession({ sessionId: row.sessionId, intervalSeconds: TOUCH_INTERVAL_SECONDS });
  }
  return { sessionId: row.sessionId, user: row.user, workspace: row.workspace, role: row.role };
}

/**
 * The signed-in user, workspace and role for this request, or null. The JWT only names a session row;
 * the row (not revoked, not expired), the user (active, not deleted) and the membership decide.
 */
export const getSessionContext = cache(async (): Promise<SessionContext | null> => {
  const claims = await readClaims();
  if (!claims) return null;
  const row = await findLiveSession({ sessionId: claims.sessionId, userId: claims.userId });
  return row ? toSessionContext(row) : null;
});

export type PageSession = { session: SessionContext; figures: ShellFigures };

/**
 * What a signed-in page and its shell read, once per request: the same session checks as
 * getSessionContext, with the shell's figures from the same statement (a round trip less on
 * every page).
 */
const getPageSession = cache(async (): Promise<PageSession | null> => {
  const claims = await readClaims();
  if (!claims) return null;
  const row = await findLiveSessionWithShellFigures({ sessionId: claims.sessionId, userId: claims.userId });
  if (!row) return null;
  return { session: await toSessionContext(row), figures: row.figures };
});

/**
 * For pages and layouts: the session and the shell's figures, or off to /signin. The detour through
 * /api/auth/expired drops a cookie whose session has ended, or middleware would bounce the visitor from
 * /signin back here.
 */
export async function requirePageSession(): Promise<PageSession> {
  const page = await getPageSession();
  if (!page) redirect("/api/auth/expired");
  return page;
}

/** For pages: the session, or off to /signin (see requirePageSession, which it shares a statement with). */
export async function requireSessionContext(): Promise<SessionContext> {
  return (await requirePageSession()).session;
}

/**
 * For pages of one area: the session, and whether its role may use the area. A page the role may not
 * use renders <NoAccess> instead of its content and reads none of its data (the navigation does not
 * offer the area either); a 404 would tell someone following a colleague's link that the page is gone.
 */
export async function requirePageAccess(
  permission: Permission,
): Promise<{ session: SessionContext; allowed: boolean }> {
  const session = await requireSessionContext();
  return { session, allowed: can(session.role, permission) };
}
