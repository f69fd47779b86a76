import "server-only";
import { appLink } from "@/lib/links/app-link";
import { sameOriginPath } from "@/lib/links/same-origin-path";
import { AppError, isUniqueViolation } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { integrationMessages as m } from "./messages";
import { platformNames, type IntegrationProvider } from "./platforms";
import { toProviderStatus } from "./provider-status";
import {
  createHostedAuthLink,
  deleteUnipileAccount,
  getUnipileAccount,
  isUnipileError,
  unipileConfig,
  type UnipileConfig,
} from "./providers/unipile";
import { createLinkAttempt, findLinkAttempt, getConnection, saveConnectionFromAttempt } from "./queries";
import { readLinkToken, signLinkToken, verifyLinkSignature } from "./link-token";

/** Unipile's hosted link lives for minutes; the token stays valid a while longer for a late notify. */
const LINK_TTL_MS = 15 * 60_000;
const TOKEN_TTL_MS = 45 * 60_000;

export function requireUnipile(): UnipileConfig {
  const config = unipileConfig();
  if (!config) throw new AppError("unavailable:integrations", m.notConfigured);
  return config;
}

function unipileFailure(error: unknown, message: string): AppError {
  logger.warn("integrations", message, error instanceof Error ? error.message : error);
  if (isUnipileError(error) && error.kind === "rate_limited")
    return new AppError("rate_limited:unipile", message, { retryAfterSeconds: error.retryAfterSeconds });
  return new AppError("unavailable:unipile", message);
}

/** A same-origin path the caller asked to come back to (default /integrations); anything else is refused. */
export function returnPath(value: unknown): string {
  if (value === undefined || value === null || value === "") return "/integrations";
  const path = sameOriginPath(value);
  if (path === null) throw new AppError("bad_request", m.invalidRequest);
  return path;
}

/**
 * Asks Unipile for a hosted-auth link (create, or reconnect for the workspace's existing account) and
 * returns its URL. The `name` is a signed token of a stored attempt, which the return and notify redeem.
 */
export async function startLink(params: {
  workspaceId: string;
  userId: string;
  provider: IntegrationProvider;
  kind: "create" | "reconnect";
  successPath?: string;
  failurePath?: string;
}): Promise<{ url: string }> {
  const config = requireUnipile();
  const name = platformNames[params.provider];
  let reconnectAccountId: string | undefined;
  const existing = await getConnection(params);
  if (params.kind === "reconnect") {
    if (!existing) throw new AppError("not_found:integration", m.connectFirst);
    reconnectAccountId = existing.accountId;
  } else if (existing) {
    // A second account would replace this one here and stay live, and billed, at Unipile.
    throw new AppError("conflict:already_connected", m.alreadyConnected(name));
  }
  const now = Date.now();
  const attempt = await createLinkAttempt({
    ...params,
    reconnectAccountId,
    expiresAt: new Date(now + TOKEN_TTL_MS),
  });
  const token = signLinkToken({
    attemptId: attempt.id,
    workspaceId: params.workspaceId,
    userId: params.userId,
    provider: params.provider,
    expiresAt: attempt.expiresAt,
  });
  const provider = params.provider.toLowerCase();
  try {
    const url = await createHostedAuthLink(config, {
      type: params.kind,
      providers: [params.provider],
      expiresOn: new Date(now + LINK_TTL_MS),
      name: token,
      successRedirectUrl: appLink(params.successPath ?? "/integrations", { provider, state: token }),
      failureRedirectUrl: appLink(params.failurePath ?? "/integrations", { provider, result: "failed" }),
      notifyUrl: appLink("/api/integrations/notify"),
      reconnectAccount: reconnectAccountId,
    });
    return { url };
  } catch (error) {
    throw unipileFailure(error, params.kind === "reconnect" ? m.reconnectFailed(name) : m.authUrlFailed);
  }
}

/** `state` is the connection as it stands now: a replayed link reports it rather than a fresh success. */
export type CompletedLink = {
  provider: IntegrationProvider;
  platformName: string;
  accountName: string;
  outcome: "saved" | "already";
  state: "connected" | "disconnected" | "not_connected";
};

async function connectionState(workspaceId: string, provider: IntegrationProvider, accountId: string) {
  const row = await getConnection({ workspaceId, provider });
  if (!row || row.accountId !== accountId) return { state: "not_connected" as const, accountName: undefined };
  return {
    state: row.status === "CONNECTED" ? ("connected" as const) : ("disconnected" as const),
    accountName: row.accountName,
  };
}

/** The account a losing wizard created is removed at Unipile, so nothing stays live and untracked there. */
async function discardAccount(config: UnipileConfig, accountId: string) {
  try {
    await deleteUnipileAccount(config, accountId);
  } catch (error) {
    logger.warn(
      "integrations",
      `could not delete the extra Unipile account ${accountId}`,
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * Redeems a signed token for the account Unipile created (the browser's return, with `session`, or
 * Unipile's notify, without). Verifies the signature, the expiry and, on a return, that the session is
 * the token's workspace and user; fetches the account from Unipile (never trusting the query alone);
 * saves one connection. The same token and account again (return and notify, in either order, or twice)
 * changes nothing; the token with another account is a replay and is refused.
 */
export async function completeLink(params: {
  token: unknown;
  accountId: string;
  session?: { workspaceId: string; userId: string };
}): Promise<CompletedLink> {
  const read = readLinkToken(params.token);
  const attempt = read ? await findLinkAttempt({ attemptId: read.attemptId }) : undefined;
  if (
    !read ||
    !attempt ||
    !verifyLinkSignature(read, { ...attempt, attemptId: attempt.id, expiresAt: read.expiresAt })
  ) {
    throw new AppError("bad_request:link_token", m.tokenInvalid);
  }
  if (
    params.session &&
    (params.session.workspaceId !== attempt.workspaceId || params.session.userId !== attempt.userId)
  ) {
    throw new AppError("not_found:integration");
  }
  const provider = attempt.provider;
  const platformName = platformNames[provider];
  if (attempt.accountId !== null) {
    if (attempt.accountId !== params.accountId) throw new AppError("conflict:link_replayed", m.tokenInvalid);
    const now = await connectionState(attempt.workspaceId, provider, params.accountId);
    return {
      provider,
      platformName,
      accountName: now.accountName ?? platformName,
      outcome: "already",
      state: now.state,
    };
  }
  if (read.expiresAt.getTime() < Date.now() || attempt.expiresAt.getTime() < Date.now())
    throw new AppError("bad_request:link_expired", m.tokenInvalid);
  if (attempt.kind === "reconnect" && params.accountId !== attempt.reconnectAccountId)
    throw new AppError("bad_request", m.invalidRequest);

  const config = requireUnipile();
  let account;
  try {
    account = await getUnipileAccount(config, params.accountId);
  } catch (error) {
    if (isUnipileError(error) && error.kind === "not_found")
      throw new AppError("not_found:unipile_account", m.saveFailed);
    throw unipileFailure(error, m.connectFailed(platformName));
  }
  if (account.type !== provider) throw new AppError("bad_request:provider_mismatch", m.saveFailed);
  let outcome;
  try {
    outcome = await saveConnectionFromAttempt({
      workspaceId: attempt.workspaceId,
      attemptId: attempt.id,
      account: {
        id: account.id,
        name: account.name || platformName,
        providerStatus: toProviderStatus(account.status),
      },
    });
  } catch (error) {
    // The account is already connected in another workspace.
    if (isUniqueViolation(error)) throw new AppError("conflict:account_in_use", m.saveFailed);
    throw error;
  }
  if (outcome === "replay") throw new AppError("conflict:link_replayed", m.tokenInvalid);
  if (outcome === "occupied") {
    await discardAccount(config, account.id);
    throw new AppError("conflict:already_connected", m.alreadyConnected(platformName));
  }
  const now =
    outcome === "saved"
      ? { state: "connected" as const }
      : await connectionState(attempt.workspaceId, provider, account.id);
  return { provider, platformName, accountName: account.name || platformName, outcome, state: now.state };
}
