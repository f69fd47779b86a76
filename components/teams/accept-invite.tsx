"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";

type Accept = (prev: undefined, input: { token: string }) => Promise<ActionResult<{ redirectTo: string }>>;

/** Joins the workspace and continues in it. */
export function AcceptInvite({ token, action }: { token: string; action: Accept }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      loading={pending}
      onClick={() =>
        startTransition(async () => {
          const failed = "Could not accept the invitation.";
          const result = await settleAction(() => action(undefined, { token }), failed);
          if (result.status !== "success") return void toastError(result.message ?? failed);
          toastSuccess(result.message ?? "You joined the workspace.");
          router.replace(result.data?.redirectTo ?? "/dashboard");
          router.refresh();
        })
      }
    >
      Accept invitation
    </Button>
  );
}
