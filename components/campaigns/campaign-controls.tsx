"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Ban, Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type ActionResult, GENERIC_FAILURE } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";
import type { CampaignStatusName } from "./campaign-figures";

type StatusAction = "pause" | "resume" | "cancel";
export type ChangeCampaignStatus = (
  prev: undefined,
  input: { campaignId: string; action: StatusAction },
) => Promise<ActionResult<unknown>>;

/** Pause, Resume and Cancel, offered by the campaign's status; the server decides again. */
export function CampaignControls({
  campaignId,
  status,
  changeStatus,
}: {
  campaignId: string;
  status: CampaignStatusName;
  changeStatus: ChangeCampaignStatus;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const run = (action: StatusAction) =>
    startTransition(async () => {
      const result = await settleAction(() => changeStatus(undefined, { campaignId, action }));
      if (result.status === "success") toastSuccess(result.message ?? "Done.");
      else toastError(result.message ?? GENERIC_FAILURE);
      setConfirming(false);
      router.refresh();
    });
  const canPause = status === "sending" || status === "scheduled";
  const canCancel = ["draft", "scheduled", "sending", "paused"].includes(status);
  if (!canPause && status !== "paused" && !canCancel) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canPause ? (
        <Button type="button" variant="outline" size="sm" loading={pending} onClick={() => run("pause")}>
          <Pause aria-hidden="true" />
          Pause
        </Button>
      ) : null}
      {status === "paused" ? (
        <Button type="button" variant="outline" size="sm" loading={pending} onClick={() => run("resume")}>
          <Play aria-hidden="true" />
          Resume
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          type="button"
          variant="destructive"
          size="sm"
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          <Ban aria-hidden="true" />
          Cancel campaign
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this campaign?"
        description="Messages already sent stay sent; every recipient still waiting is skipped. This cannot be undone."
        confirmLabel="Cancel campaign"
        cancelLabel="Keep campaign"
        destructive
        pending={pending}
        onConfirm={() => run("cancel")}
      />
    </div>
  );
}
