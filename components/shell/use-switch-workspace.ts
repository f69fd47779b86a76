"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { ActionResult } from "@/lib/server/action-result";
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
        const result = await switchWorkspaceAction(undefined, { workspaceId });
        if (result.status !== "success")
          return void toastError(result.message ?? "Could not switch workspace.");
      }
      router.replace("/dashboard");
      router.refresh();
    });
  return { open, pending };
}
