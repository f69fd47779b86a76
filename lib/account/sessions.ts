import "server-only";
import { getDb } from "@/db";
import { appEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { listLiveSessions, revokeOtherSessions, revokeSession } from "@/lib/auth/session-queries";

export type ActiveSession = {
  id: string;
  device: string;
  browser: string;
  location: string | null;
  ip: string | null;
  lastSeenAt: Date;
  current: boolean;
};

export const sessionMessages = {
  notFound: "Session not found.",
  current: "This is the session you are using. Use Sign out instead.",
  terminated: "Session terminated.",
  othersEnded: (n: number) =>
    n === 0
      ? "No other sessions were signed in."
      : `Signed out ${n} other ${n === 1 ? "session" : "sessions"}.`,
} as const;

/** The signed-in user's working sessions, the one making this request marked current and listed first. */
export async function getActiveSessions({
  userId,
  currentSessionId,
}: {
  userId: string;
  currentSessionId: string;
}): Promise<ActiveSession[]> {
  const rows = await listLiveSessions({ userId });
  return rows
    .map((row) => ({
      id: row.id,
      device: row.device ?? "Unknown device",
      browser: row.browser ?? "Unknown browser",
      location: row.location,
      ip: row.ip && row.ip !== "unknown" ? row.ip : null,
      lastSeenAt: row.lastSeenAt,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends another of the user's sessions; its browser is signed out on its next request. */
export async function terminateSession(params: {
  userId: string;
  currentSessionId: string;
  sessionId: string;
  ip: string;
}) {
  if (params.sessionId === params.currentSessionId)
    throw new AppError("bad_request", sessionMessages.current);
  if (!(await revokeSession({ sessionId: params.sessionId, userId: params.userId })))
    throw new AppError("not_found:session", sessionMessages.notFound);
  const db = await getDb();
  await db
    .insert(appEvents)
    .values({ userId: params.userId, type: "user.session_terminated", ip: params.ip });
}

export async function signOutOtherSessions(params: { userId: string; currentSessionId: string; ip: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ended = await revokeOtherSessions(tx, {
      userId: params.userId,
      keepSessionId: params.currentSessionId,
    });
    await tx
      .insert(appEvents)
      .values({ userId: params.userId, type: "user.other_sessions_signed_out", ip: params.ip });
    return ended;
  });
}
