import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { integrationConnections } from "@/db/schema";
import { platformNames, type IntegrationProvider } from "@/lib/integrations/platforms";

export type ConnectedAccount = { provider: IntegrationProvider; accountName: string };

/**
 * The messaging accounts a member connected to the workspace that are still connected. They belong to
 * the workspace and stay when the member goes, so whoever is told of the departure is told of them too.
 */
export async function accountsConnectedBy(
  { workspaceId, userId }: { workspaceId: string; userId: string },
  executor?: Executor,
): Promise<ConnectedAccount[]> {
  const db = executor ?? (await getDb());
  return db
    .select({ provider: integrationConnections.provider, accountName: integrationConnections.accountName })
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.workspaceId, workspaceId),
        eq(integrationConnections.connectedByUserId, userId),
        eq(integrationConnections.status, "CONNECTED"),
      ),
    )
    .orderBy(asc(integrationConnections.provider));
}

/** "The LinkedIn (Ana Ruiz) account they connected is still connected: …", or "" for none. */
export function connectedAccountsNote(accounts: ConnectedAccount[], who: "they" | "you"): string {
  if (accounts.length === 0) return "";
  const names = accounts.map((a) => `${platformNames[a.provider]} (${a.accountName})`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const one = accounts.length === 1;
  const accountsWord = one ? "account" : "accounts";
  const them = one ? "it" : "them";
  const are = one ? "it is" : "they are";
  return who === "you"
    ? `The ${list} ${accountsWord} you connected ${one ? "stays" : "stay"} connected to this workspace: disconnect ${them} in Integrations first if ${are} your own.`
    : `The ${list} ${accountsWord} they connected ${one ? "is" : "are"} still connected: disconnect ${them} in Integrations if ${are} theirs.`;
}
