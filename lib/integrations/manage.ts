import "server-only";
import { AppError } from "@/lib/errors";
import { integrationMessages as m } from "./messages";
import {
  comingSoonPlatforms,
  integrationProviders,
  platformDescriptions,
  platformNames,
  type IntegrationProvider,
} from "./platforms";
import { providerStatusText, toProviderStatus } from "./provider-status";
import { deleteUnipileAccount, getUnipileAccount, isUnipileError, unipileConfig } from "./providers/unipile";
import {
  deleteConnection,
  getConnection,
  listConnections,
  recordProviderCheck,
  setConnectionStatus,
} from "./queries";
import { requireUnipile } from "./connect";

export type IntegrationView = {
  provider: IntegrationProvider;
  name: string;
  description: string;
  connected: boolean;
  /** CONNECTED, DISCONNECTED, or NOT_CONNECTED when no account was ever connected. */
  status: "CONNECTED" | "DISCONNECTED" | "NOT_CONNECTED";
  providerStatus: string | null;
  accountName: string | null;
  connectedOn: string | null;
  checkedAt: string | null;
};

/** Every Unipile provider's card for the workspace (and whether Unipile is configured at all). */
export async function listIntegrations({ workspaceId }: { workspaceId: string }) {
  const rows = await listConnections({ workspaceId });
  const integrations: IntegrationView[] = integrationProviders.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    return {
      provider,
      name: platformNames[provider],
      description: platformDescriptions[provider],
      connected: row?.status === "CONNECTED",
      status: row?.status ?? "NOT_CONNECTED",
      providerStatus: row?.providerStatus ?? null,
      accountName: row?.accountName ?? null,
      connectedOn: row?.connectedAt.toISOString() ?? null,
      checkedAt: row?.checkedAt?.toISOString() ?? null,
    };
  });
  return { configured: unipileConfig() !== null, integrations, comingSoon: comingSoonPlatforms };
}

async function requireConnection(workspaceId: string, provider: IntegrationProvider) {
  const row = await getConnection({ workspaceId, provider });
  if (!row) throw new AppError("not_found:integration", m.connectFirst);
  return row;
}

/** DISCONNECTED: nothing is sent or scraped through the account until it is reconnected. */
export async function disconnectIntegration({
  workspaceId,
  provider,
}: {
  workspaceId: string;
  provider: IntegrationProvider;
}) {
  await requireConnection(workspaceId, provider);
  await setConnectionStatus({ workspaceId, provider, status: "DISCONNECTED" });
  return { message: m.disconnected(platformNames[provider]) };
}

/** Removes the account at Unipile (an account Unipile no longer knows counts as removed) and here. */
export async function deleteIntegration({
  workspaceId,
  provider,
}: {
  workspaceId: string;
  provider: IntegrationProvider;
}) {
  const row = await requireConnection(workspaceId, provider);
  const config = requireUnipile();
  try {
    await deleteUnipileAccount(config, row.accountId);
  } catch (error) {
    const retryAfterSeconds = isUnipileError(error) ? error.retryAfterSeconds : undefined;
    throw new AppError(
      retryAfterSeconds ? "rate_limited:unipile" : "unavailable:unipile",
      m.deleteFailed(platformNames[provider]),
      { retryAfterSeconds },
    );
  }
  await deleteConnection({ workspaceId, provider });
  return { message: m.deleted(platformNames[provider]) };
}

export type TestResult = { ok: boolean; providerStatus: string; message: string };

/** Test Connection: asks Unipile for the account's real status, stores it and says what it found. */
export async function testIntegration({
  workspaceId,
  provider,
}: {
  workspaceId: string;
  provider: IntegrationProvider;
}): Promise<TestResult> {
  const row = await requireConnection(workspaceId, provider);
  const name = platformNames[provider];
  const config = requireUnipile();
  let status;
  try {
    status = toProviderStatus((await getUnipileAccount(config, row.accountId)).status);
  } catch (error) {
    if (isUnipileError(error) && error.kind === "not_found") {
      status = "DELETED" as const;
    } else {
      const wait =
        isUnipileError(error) && error.retryAfterSeconds
          ? ` Try again in ${error.retryAfterSeconds} seconds.`
          : "";
      throw new AppError("unavailable:unipile", `Could not reach Unipile to test ${name}.${wait}`);
    }
  }
  await recordProviderCheck({ workspaceId, provider, providerStatus: status });
  const local = row.status === "DISCONNECTED" ? ` It is disconnected here: Reconnect to use it again.` : "";
  if (status === "OK")
    return {
      ok: row.status === "CONNECTED",
      providerStatus: status,
      message: `${name} account "${row.accountName}" is working: Unipile reports it OK.${local}`,
    };
  if (status === "DELETED")
    return {
      ok: false,
      providerStatus: status,
      message: `Unipile no longer has this ${name} account. Reconnect it or delete it here.`,
    };
  return {
    ok: false,
    providerStatus: status,
    message: `${name} account "${row.accountName}" is ${providerStatusText[status]} (Unipile status ${status}). Use Reconnect to sign in again.`,
  };
}
