import "server-only";
import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Database, type Executor } from "@/db";
import { memberships, sessions, users, workspaces, type NewSession } from "@/db/schema";
import { shellFigureColumns, toShellFigures } from "@/lib/shell/figures";

export async function createSessionRow(
  values: Omit<NewSession, "id" | "createdAt" | "lastSeenAt" | "revokedAt">,
) {
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    .values(values)
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error("session insert returned no row");
  return row;
}

const liveSessionFields = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    avatarUrl: users.avatarUrl,
    lastLoginAt: users.lastLoginAt,
    previousLoginAt: users.previousLoginAt,
  },
  workspace: {
    id: workspaces.id,
    name: workspaces.name,
    plan: workspaces.plan,
    timeZone: workspaces.timezone,
  },
  role: memberships.role,
};

/** The live session row with its user, membership and workspace, plus whatever `extra` columns ask. */
function prepareLiveSessionQuery<Extra extends SelectedFields>(db: Database, name: string, extra: Extra) {
  return db
    .select({ ...liveSessionFields, ...extra })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.workspaceId, sessions.workspaceId)),
    )
    .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, "active"),
        isNull(users.deletedAt),
      ),
    )
    .prepare(name);
}

const prepareSessionOnly = (db: Database) => prepareLiveSessionQuery(db, "find_live_session", {});
const prepareSessionWithFigures = (db: Database) =>
  prepareLiveSessionQuery(
    db,
    "find_live_session_with_shell_figures",
    shellFigureColumns({ workspaceId: sessions.workspaceId, userId: sessions.userId }),
  );

/** Built once per database: every signed-in request runs one, and Drizzle would otherwise rebuild its SQL each time. */
function preparedOnce<Query>(prepare: (db: Database) => Query) {
  const built = new WeakMap<Database, Query>();
  return async () => {
    const db = await getDb();
    let query = built.get(db);
    if (!query) {
      query = prepare(db);
      built.set(db, query);
    }
    return query;
  };
}

const sessionOnlyQuery = preparedOnce(prepareSessionOnly);
const sessionWithFiguresQuery = preparedOnce(prepareSessionWithFigures);

type SessionKey = { sessionId: string; userId: string };

/** The session row with its user, membership and workspace, or undefined when any of them is gone. */
export async function findLiveSession(key: SessionKey) {
  const [row] = await (await sessionOnlyQuery()).execute(key);
  return row;
}

/**
 * The same row with the signed-in shell's figures (credit balance, unread count, newest notifications, the
 * workspaces the user belongs to)
 * read alongside it: every signed-in page renders the shell, and one round trip is cheaper than two.
 */
export async function findLiveSessionWithShellFigures(key: SessionKey) {
  const [row] = await (await sessionWithFiguresQuery()).execute(key);
  if (!row) return undefined;
  const { balance, unread, latest, workspaces, ...session } = row;
  return { ...session, figures: toShellFigures({ balance, unread, latest, workspaces }) };
}

/** At most one write per session per interval, whatever the request rate. */
export async function touchSession({
  sessionId,
  intervalSeconds,
}: {
  sessionId: string;
  intervalSeconds: number;
}) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
      ),
    );
}

/** Revokes one of the user's sessions; false when no live row of that user has this id. */
export async function revokeSession({
  sessionId,
  userId,
}: {
  sessionId: string;
  userId: string;
}): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the user except `keepSessionId`; returns how many ended. */
export async function revokeOtherSessions(
  executor: Executor,
  { userId, keepSessionId }: { userId: string; keepSessionId: string },
): Promise<number> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The user's sessions that still work (not revoked, not expired), most recently seen first. */
export async function listLiveSessions({ userId }: { userId: string }) {
  const db = await getDb();
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      browser: sessions.browser,
      ip: sessions.ip,
      location: sessions.location,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}
