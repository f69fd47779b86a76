import "server-only";
import { AppError, isAppError } from "@/lib/errors";
import { completeLink } from "./connect";
import { integrationMessages as m } from "./messages";
import type { IntegrationProvider } from "./platforms";

/**
 * The browser's return from Unipile's wizard (`status`, `account_id`, and our signed `state`): FAILED or
 * ERROR is "Failed to connect: {status}"; otherwise the account is fetched from Unipile and saved
 * (idempotent with the notify). Returns the message to show.
 */
export async function completeReturn(params: {
  session: { workspaceId: string; userId: string };
  provider: IntegrationProvider;
  state?: string;
  status?: string;
  accountId?: string;
  result?: string;
}): Promise<{ ok: boolean; message: string }> {
  const status = params.status?.toUpperCase();
  if (status === "FAILED" || status === "ERROR" || params.result === "failed") {
    return { ok: false, message: m.returnFailed(status ?? "FAILED") };
  }
  if (!params.state) throw new AppError("bad_request:link_token", m.tokenInvalid);
  if (!params.accountId) throw new AppError("bad_request", m.invalidRequest);
  try {
    const done = await completeLink({
      token: params.state,
      accountId: params.accountId,
      session: params.session,
    });
    if (done.provider !== params.provider) throw new AppError("bad_request", m.invalidRequest);
    if (done.state === "disconnected")
      return { ok: false, message: m.linkUsedDisconnected(done.platformName) };
    if (done.state === "not_connected")
      return { ok: false, message: m.linkUsedNotConnected(done.platformName) };
    return { ok: true, message: m.connected(done.platformName) };
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("unavailable", m.saveFailed);
  }
}
