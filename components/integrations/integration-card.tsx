"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { GENERIC_FAILURE, SIGN_IN_REQUIRED } from "@/lib/server/action-result";
import { signInAgain, toastError, toastSuccess } from "@/lib/toast";
import { PlatformIcon } from "./platform-icon";
import type { IntegrationActions } from "./types";
import { WorkspaceTime } from "@/components/shell/workspace-time";

export type IntegrationCardData = {
  provider: "LINKEDIN" | "WHATSAPP" | "INSTAGRAM" | "TELEGRAM";
  name: string;
  description: string;
  connected: boolean;
  status: "CONNECTED" | "DISCONNECTED" | "NOT_CONNECTED";
  providerStatus: string | null;
  accountName: string | null;
  connectedOn: string | null;
  checkedAt: string | null;
};

const broken = new Set(["CREDENTIALS", "PERMISSIONS", "ERROR", "STOPPED", "DELETED"]);
type Busy = "connect" | "reconnect" | "disconnect" | "delete" | "test" | null;

/** One provider: its badge, account, connected-on date and the actions the role and state allow. */
export function IntegrationCard({
  integration: it,
  actions,
  configured,
  canManage,
  messages,
}: {
  integration: IntegrationCardData;
  actions: IntegrationActions;
  configured: boolean;
  canManage: boolean;
  messages: {
    loginToConnect: string;
    loginToReconnect: string;
    connectFailed: string;
    reconnectFailed: string;
    disconnectFailed: string;
    deleteFailed: string;
  };
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [, startTransition] = useTransition();
  const disabled = busy !== null || !canManage || !configured;
  const input = { platform: it.provider };

  const failureOf = (kind: Exclude<Busy, null>) =>
    kind === "disconnect"
      ? messages.disconnectFailed
      : kind === "delete"
        ? messages.deleteFailed
        : kind === "connect"
          ? messages.connectFailed
          : kind === "reconnect"
            ? messages.reconnectFailed
            : GENERIC_FAILURE;

  function run(kind: Exclude<Busy, null>, work: () => Promise<void>) {
    setBusy(kind);
    startTransition(async () => {
      try {
        await work();
      } catch {
        toastError(failureOf(kind));
      } finally {
        setBusy(null);
      }
    });
  }

  const goToUnipile = (kind: "connect" | "reconnect") =>
    run(kind, async () => {
      const result = await actions[kind](undefined, input);
      if (result.status === "success" && result.data?.url) {
        window.location.assign(result.data.url);
        return;
      }
      const signIn = kind === "connect" ? messages.loginToConnect : messages.loginToReconnect;
      const fallback = kind === "connect" ? messages.connectFailed : messages.reconnectFailed;
      if (result.message === SIGN_IN_REQUIRED) toastError(signIn, signInAgain());
      else toastError(result.message ?? fallback);
    });

  const simple = (kind: "disconnect" | "delete" | "test") =>
    run(kind, async () => {
      const action = kind === "delete" ? actions.remove : kind === "test" ? actions.test : actions.disconnect;
      const result = await action(undefined, input);
      const ok =
        result.status === "success" &&
        (kind !== "test" || (result.data as { ok?: boolean } | undefined)?.ok !== false);
      if (ok) toastSuccess(result.message ?? "Done.", kind === "test" ? { duration: 5000 } : undefined);
      else
        toastError(
          !result.message || result.message === GENERIC_FAILURE ? failureOf(kind) : result.message,
          kind === "test" ? { duration: 8000 } : undefined,
        );
      if (kind === "delete" && result.status === "success") setConfirmOpen(false);
      router.refresh();
    });

  const needsAttention =
    it.status !== "NOT_CONNECTED" && it.providerStatus !== null && broken.has(it.providerStatus);
  const headingId = `integration-${it.provider.toLowerCase()}`;

  return (
    <Card
      className="flex flex-col gap-4 p-4 sm:p-5"
      aria-labelledby={headingId}
      role="region"
      data-testid={`integration-${it.provider}`}
    >
      <div className="flex items-start gap-3">
        <PlatformIcon id={it.provider} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold">
              {it.name}
            </h2>
            <Badge tone={it.connected ? "green" : "gray"}>
              {it.connected ? "Connected" : "Not Connected"}
            </Badge>
            {needsAttention ? <Badge tone="yellow">Needs attention</Badge> : null}
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{it.description}</p>
        </div>
      </div>

      {it.status === "NOT_CONNECTED" ? (
        <p className="text-sm text-muted-foreground">No account connected.</p>
      ) : (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
          <dt className="text-muted-foreground">Account</dt>
          <dd className="font-medium break-words">{it.accountName}</dd>
          <dt className="text-muted-foreground">Connected on</dt>
          <dd>
            <WorkspaceTime value={it.connectedOn} />
          </dd>
          {it.status === "DISCONNECTED" ? (
            <>
              <dt className="text-muted-foreground">Status</dt>
              <dd>Disconnected: nothing is sent or scraped through it until you reconnect.</dd>
            </>
          ) : null}
          {needsAttention ? (
            <>
              <dt className="text-muted-foreground">Unipile status</dt>
              <dd>{it.providerStatus}: sign in again with Reconnect.</dd>
            </>
          ) : null}
          {it.checkedAt ? (
            <>
              <dt className="text-muted-foreground">Last checked</dt>
              <dd>
                <WorkspaceTime value={it.checkedAt} />
              </dd>
            </>
          ) : null}
        </dl>
      )}

      <div className="mt-auto flex flex-wrap gap-2">
        {it.status === "NOT_CONNECTED" ? (
          <Button
            size="sm"
            onClick={() => goToUnipile("connect")}
            disabled={disabled}
            loading={busy === "connect"}
          >
            Connect
          </Button>
        ) : null}
        {it.status === "DISCONNECTED" ? (
          <Button
            size="sm"
            onClick={() => goToUnipile("reconnect")}
            disabled={disabled}
            loading={busy === "reconnect"}
          >
            Reconnect
          </Button>
        ) : null}
        {it.status !== "NOT_CONNECTED" ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => simple("test")}
            disabled={disabled}
            loading={busy === "test"}
          >
            Test Connection
          </Button>
        ) : null}
        {it.status === "CONNECTED" ? (
          <>
            {needsAttention ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => goToUnipile("reconnect")}
                disabled={disabled}
                loading={busy === "reconnect"}
              >
                Reconnect
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              onClick={() => simple("disconnect")}
              disabled={disabled}
              loading={busy === "disconnect"}
            >
              Disconnect
            </Button>
          </>
        ) : null}
        {it.status !== "NOT_CONNECTED" ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => setConfirmOpen(true)}
            disabled={disabled}
          >
            Delete
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete ${it.name} Account?`}
        description={`This permanently removes the ${it.name} account "${it.accountName ?? ""}" from Unipile and from this workspace. Campaigns can no longer send through it. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={busy === "delete"}
        onConfirm={() => simple("delete")}
      />
    </Card>
  );
}
