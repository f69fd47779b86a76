import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { unipileVerifier } from "@/lib/webhooks/verifiers/unipile";
import type { WebhookHandler, WebhookVerifier } from "@/lib/webhooks/types";
import { notify, queueDigests } from "@/lib/notifications/notify";
import { platformNames } from "./platforms";
import { brokenProviderStatuses, providerStatusText, toProviderStatus } from "./provider-status";
import { applyProviderStatus } from "./queries";

export const statusWebhookSchema = z.object({
  AccountStatus: z.object({
    account_id: z.string().min(1).max(200),
    account_type: z.string().max(40).optional(),
    message: z.string().min(1).max(40),
  }),
});

export type StatusEvent = z.output<typeof statusWebhookSchema>;

/**
 * Checks the `Unipile-Auth` header against UNIPILE_WEBHOOK_SECRET (unset: every call is 401). The event
 * carries no id on purpose: OK, then broken, then OK again are three changes that must all apply, and
 * applying one twice changes nothing (the status is written only when it differs).
 */
export function statusWebhookVerifier(): WebhookVerifier<StatusEvent> {
  return unipileVerifier({
    secret: env().UNIPILE_WEBHOOK_SECRET,
    parse: statusWebhookSchema.parse,
    identify: (event) => ({ eventId: undefined, type: `account_status.${event.AccountStatus.message}` }),
  });
}

/**
 * Applies one account-status event: the connection's provider status changes (once, however often
 * Unipile delivers it) and the workspace's owners and admins are told when it breaks or recovers.
 * An account we do not know is acknowledged and ignored.
 */
export const applyStatusEvent: WebhookHandler<StatusEvent> = async ({ payload }, { tx, afterCommit }) => {
  const status = toProviderStatus(payload.AccountStatus.message);
  const changed = await applyProviderStatus(
    { accountId: payload.AccountStatus.account_id, providerStatus: status },
    tx,
  );
  if (!changed) return;
  const name = platformNames[changed.provider];
  const message = brokenProviderStatuses.has(status)
    ? {
        title: `${name} connection needs attention`,
        body: `Unipile reports your ${name} account is ${providerStatusText[status]}. Nothing is sent or scraped through it until you reconnect it on the Integrations page.`,
      }
    : status === "OK"
      ? {
          title: `${name} connection is working`,
          body: `Unipile reports your ${name} account is working again.`,
        }
      : null;
  if (!message) return;
  const { digests } = await notify(
    {
      workspaceId: changed.workspaceId,
      to: "admins",
      category: "updates",
      href: "/integrations",
      ...message,
    },
    tx,
  );
  afterCommit(() => queueDigests(digests));
};
