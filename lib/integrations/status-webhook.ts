import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "@/lib/env";
import { notifyWorkspaceAdmins } from "@/lib/notifications/queries";
import { platformNames } from "./platforms";
import { brokenProviderStatuses, providerStatusText, toProviderStatus } from "./provider-status";
import { applyProviderStatus } from "./queries";

/** The header Unipile is configured to send with account-status webhooks (custom webhook headers). */
export const WEBHOOK_SECRET_HEADER = "unipile-auth";

/** Constant-time comparison of the header with UNIPILE_WEBHOOK_SECRET; false when either is missing. */
export function webhookSecretMatches(given: string | null): boolean {
  const secret = env().UNIPILE_WEBHOOK_SECRET;
  if (!secret || !given) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export const statusWebhookSchema = z.object({
  AccountStatus: z.object({
    account_id: z.string().min(1).max(200),
    account_type: z.string().max(40).optional(),
    message: z.string().min(1).max(40),
  }),
});

/**
 * Applies one account-status event: the connection's provider status changes (once, however often
 * Unipile delivers it) and the workspace's owners and admins are told when it breaks or recovers.
 * An account we do not know is acknowledged and ignored.
 */
export async function applyStatusEvent(event: z.output<typeof statusWebhookSchema>): Promise<"updated" | "ignored"> {
  const status = toProviderStatus(event.AccountStatus.message);
  const changed = await applyProviderStatus({ accountId: event.AccountStatus.account_id, providerStatus: status });
  if (!changed) return "ignored";
  const name = platformNames[changed.provider];
  if (brokenProviderStatuses.has(status)) {
    await notifyWorkspaceAdmins({
      workspaceId: changed.workspaceId,
      category: "updates",
      title: `${name} connection needs attention`,
      body: `Unipile reports your ${name} account is ${providerStatusText[status]}. Nothing is sent or scraped through it until you reconnect it on the Integrations page.`,
      href: "/integrations",
    });
  } else if (status === "OK") {
    await notifyWorkspaceAdmins({
      workspaceId: changed.workspaceId,
      category: "updates",
      title: `${name} connection is working`,
      body: `Unipile reports your ${name} account is working again.`,
      href: "/integrations",
    });
  }
  return "updated";
}
