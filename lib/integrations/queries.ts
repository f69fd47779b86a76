import "server-only";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import {
  integrationConnections,
  integrationLinkAttempts,
  type IntegrationConnection,
  type IntegrationLinkAttempt,
} from "@/db/schema";
import type { IntegrationProvider } from "./platforms";

export type ProviderStatus = IntegrationConnection["providerStatus"];

export async function listConnections({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<IntegrationConnection[]> {
  const db = await getDb();
  return db
    .select()
    .from(integrationConnections)
    .where(eq(integrationConnections.workspaceId, workspaceId))
    .orderBy(asc(integrationConnections.provider));
}

export async function getConnection({
  workspaceId,
  provider,
}: {
  workspaceId: string;
  provider: IntegrationProvider;
}) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(eq(integrationConnections.workspaceId, workspaceId), eq(integrationConnections.provider, provider)),
    );
  return row;
}

export async function getConnectionByAccount({
  workspaceId,
  accountId,
}: {
  workspaceId: string;
  accountId: string;
}) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.workspaceId, workspaceId),
        eq(integrationConnections.accountId, accountId),
      ),
    );
  return row;
}

export async function createLinkAttempt(params: {
  workspaceId: string;
  userId: string;
  provider: IntegrationProvider;
  kind: "create" | "reconnect";
  reconnectAccountId?: string;
  expiresAt: Date;
}): Promise<IntegrationLinkAttempt> {
  const db = await getDb();
  const [row] = await db.insert(integrationLinkAttempts).values(params).returning();
  if (!row) throw new Error("link attempt insert returned no row");
  return row;
}

/**
 * The attempt a signed token names. Not scoped by a session's workspace: Unipile's notify call has no
 * session, and the token's signature over the attempt's workspace and user is what authenticates it.
 */
export async function findLinkAttempt({ attemptId }: { attemptId: string }) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(integrationLinkAttempts)
    .where(eq(integrationLinkAttempts.id, attemptId));
  return row;
}

/**
 * Consumes the attempt for this account and saves the connection, in one transaction. The attempt is
 * claimed by a conditional update, so of a return and a notify arriving together exactly one writes;
 * the other (or any later replay of the same pair) finds it consumed and changes nothing. Returns
 * "saved", "already" (consumed by this same account), "replay" (consumed by another account) or
 * "occupied" (the workspace holds another account of this provider; the attempt is spent, nothing saved).
 */
export async function saveConnectionFromAttempt({
  workspaceId,
  attemptId,
  account,
}: {
  workspaceId: string;
  attemptId: string;
  account: { id: string; name: string; providerStatus: ProviderStatus };
}): Promise<"saved" | "already" | "replay" | "occupied"> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(integrationLinkAttempts)
      .set({ accountId: account.id, consumedAt: sql`now()` })
      .where(
        and(
          eq(integrationLinkAttempts.id, attemptId),
          eq(integrationLinkAttempts.workspaceId, workspaceId),
          isNull(integrationLinkAttempts.accountId),
        ),
      )
      .returning();
    if (!claimed) {
      const [attempt] = await tx
        .select({ accountId: integrationLinkAttempts.accountId })
        .from(integrationLinkAttempts)
        .where(eq(integrationLinkAttempts.id, attemptId));
      return attempt?.accountId === account.id ? "already" : "replay";
    }
    const saved = await upsertConnection(tx, {
      workspaceId,
      provider: claimed.provider,
      accountId: account.id,
      accountName: account.name,
      providerStatus: account.providerStatus,
      userId: claimed.userId,
    });
    return saved ? "saved" : "occupied";
  });
}

/**
 * Inserts the connection, or updates it when it already holds this account (a reconnect keeps its first
 * connected-on date). A row holding another account is left alone (false), in one statement, so two
 * wizards finishing together cannot both win.
 */
async function upsertConnection(
  tx: Executor,
  v: {
    workspaceId: string;
    provider: IntegrationProvider;
    accountId: string;
    accountName: string;
    providerStatus: ProviderStatus;
    userId: string;
  },
): Promise<boolean> {
  const c = integrationConnections;
  const rows = await tx
    .insert(c)
    .values({
      workspaceId: v.workspaceId,
      provider: v.provider,
      accountId: v.accountId,
      accountName: v.accountName,
      providerStatus: v.providerStatus,
      connectedByUserId: v.userId,
      status: "CONNECTED",
    })
    .onConflictDoUpdate({
      target: [c.workspaceId, c.provider],
      set: {
        accountId: v.accountId,
        accountName: v.accountName,
        providerStatus: v.providerStatus,
        status: "CONNECTED",
        connectedByUserId: v.userId,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${c.accountId} = excluded.account_id`,
    })
    .returning({ id: c.id });
  return rows.length > 0;
}

export async function setConnectionStatus({
  workspaceId,
  provider,
  status,
}: {
  workspaceId: string;
  provider: IntegrationProvider;
  status: IntegrationConnection["status"];
}): Promise<IntegrationConnection | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(integrationConnections)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(eq(integrationConnections.workspaceId, workspaceId), eq(integrationConnections.provider, provider)),
    )
    .returning();
  return row;
}

export async function recordProviderCheck({
  workspaceId,
  provider,
  providerStatus,
}: {
  workspaceId: string;
  provider: IntegrationProvider;
  providerStatus: ProviderStatus;
}) {
  const db = await getDb();
  await db
    .update(integrationConnections)
    .set({ providerStatus, checkedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(integrationConnections.workspaceId, workspaceId), eq(integrationConnections.provider, provider)),
    );
}

export async function deleteConnection({
  workspaceId,
  provider,
}: {
  workspaceId: string;
  provider: IntegrationProvider;
}) {
  const db = await getDb();
  const rows = await db
    .delete(integrationConnections)
    .where(
      and(eq(integrationConnections.workspaceId, workspaceId), eq(integrationConnections.provider, provider)),
    )
    .returning({ id: integrationConnections.id });
  return rows.length;
}

/**
 * A status Unipile's webhook reports for an account: changes the connection only when the status is
 * new (a conditional update, so a webhook delivered twice changes, and notifies, once). Not scoped by
 * a session: the webhook is authenticated by its secret and names a globally unique account id.
 */
export async function applyProviderStatus({
  accountId,
  providerStatus,
}: {
  accountId: string;
  providerStatus: ProviderStatus;
}) {
  const db = await getDb();
  const [row] = await db
    .update(integrationConnections)
    .set({ providerStatus, checkedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(integrationConnections.accountId, accountId),
        ne(integrationConnections.providerStatus, providerStatus),
      ),
    )
    .returning({
      workspaceId: integrationConnections.workspaceId,
      provider: integrationConnections.provider,
    });
  return row;
}
