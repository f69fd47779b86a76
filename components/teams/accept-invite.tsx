"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/server/action-result";
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
          const result = await action(undefined, { token });
          if (result.status !== "success")
            return void toastError(result.message ?? "Could not accept the invitation.");
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
