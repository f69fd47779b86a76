import "server-only";
import { and, eq, ne, count } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { memberships, users } from "@/db/schema";

export async function getAccountUser({ userId }: { userId: string }, executor?: Executor) {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The user's memberships, each with how many other members its workspace has. */
export async function listMembershipsWithOthers({ userId }: { userId: string }, executor?: Executor) {
  const db = executor ?? (await getDb());
  const own = await db
    .select({ workspaceId: memberships.workspaceId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return Promise.all(
    own.map(async (m) => {
      const [row] = await db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.workspaceId, m.workspaceId), ne(memberships.userId, userId)));
      return { ...m, otherMembers: row?.n ?? 0 };
    }),
  );
}
