import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db";
import { memberships, sessions, users, workspaces, type NewSession } from "@/db/schema";

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

function prepareLiveSessionQuery(db: Database) {
  return db
    .select({
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
    })
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
    .prepare("find_live_session");
}

/** Built once per database: every signed-in request runs it, and Drizzle would otherwise rebuild its SQL each time. */
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof prepareLiveSessionQuery>>();

/** The session row with its user, membership and workspace, or undefined when any of them is gone. */
export async function findLiveSession({ sessionId, userId }: { sessionId: string; userId: string }) {
  const db = await getDb();
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row;
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
