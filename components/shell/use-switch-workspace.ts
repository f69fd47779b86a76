"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { ActionResult } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import { toastError } from "@/lib/toast";

export type SwitchWorkspaceAction = (
  prev: undefined,
  input: { workspaceId: string },
) => Promise<ActionResult>;

/** Moves this browser's session to a workspace of the user (none: stays) and opens its dashboard. */
export function useSwitchWorkspace(switchWorkspaceAction: SwitchWorkspaceAction) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const open = (workspaceId: string | null) =>
    startTransition(async () => {
      if (workspaceId) {
        const failed = "Could not switch workspace.";
        const result = await settleAction(() => switchWorkspaceAction(undefined, { workspaceId }), failed);
        if (result.status !== "success") return void toastError(result.message ?? failed);
      }
      router.replace("/dashboard");
      router.refresh();
    });
  return { open, pending };
}
