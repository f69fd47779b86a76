import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/db";
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
  workspace: { id: workspaces.id, name: workspaces.name, plan: workspaces.plan },
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
 * The same row with the signed-in shell's figures (credit balance, unread count, newest notifications)
 * read alongside it: every signed-in page renders the shell, and one round trip is cheaper than two.
 */
export async function findLiveSessionWithShellFigures(key: SessionKey) {
  const [row] = await (await sessionWithFiguresQuery()).execute(key);
  if (!row) return undefined;
  const { balance, unread, latest, ...session } = row;
  return { ...session, figures: toShellFigures({ balance, unread, latest }) };
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

export async function revokeSession({ sessionId, userId }: { sessionId: string; userId: string }) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
