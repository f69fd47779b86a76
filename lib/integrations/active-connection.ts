import "server-only";
import { platformNames, type IntegrationProvider } from "./platforms";
import { brokenProviderStatuses } from "./provider-status";
import { unipileConfig } from "./providers/unipile";
import { getConnection } from "./queries";

export type ActiveConnection =
  | { ok: true; accountId: string; accountName: string }
  | { ok: false; reason: "not_configured" | "not_connected" | "disconnected"; message: string };

const messages = {
  not_configured: (name: string) =>
    `${name} is not available: messaging integrations are not configured on this server.`,
  not_connected: (name: string) =>
    `${name} account not connected. Please connect your ${name} account in the Integrations page before scraping.`,
  disconnected: (name: string) =>
    `${name} account is disconnected or deleted. Please reconnect your ${name} account in the Integrations page.`,
};

/**
 * The Unipile account id to send or scrape through for this workspace and provider, or why there is
 * none: Unipile not configured, never connected, or disconnected (by the user, or reported broken by
 * Unipile: expired credentials, stopped, error, deleted). For LinkedIn the messages are spec part 2's.
 * `userId` is accepted for callers that act for a user; connections belong to the workspace.
 *
 * ```ts
 * const linkedin = await getActiveConnection({ workspaceId, provider: "LINKEDIN" });
 * if (!linkedin.ok) throw new AppError("bad_request:linkedin", linkedin.message);
 * await unipileRequest(config, { method: "POST", path: "/api/v1/linkedin/search", query: { account_id: linkedin.accountId }, ... });
 * ```
 */
export async function getActiveConnection({
  workspaceId,
  provider,
}: {
  workspaceId: string;
  userId?: string;
  provider: IntegrationProvider;
}): Promise<ActiveConnection> {
  const name = platformNames[provider];
  if (!unipileConfig())
    return { ok: false, reason: "not_configured", message: messages.not_configured(name) };
  const row = await getConnection({ workspaceId, provider });
  if (!row) return { ok: false, reason: "not_connected", message: messages.not_connected(name) };
  if (row.status !== "CONNECTED" || brokenProviderStatuses.has(row.providerStatus)) {
    return { ok: false, reason: "disconnected", message: messages.disconnected(name) };
  }
  return { ok: true, accountId: row.accountId, accountName: row.accountName };
}
