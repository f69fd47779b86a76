"use client";

import Link from "next/link";
import { useActionState, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { authFormMessages } from "@/lib/auth/form-messages";
import { type ActionResult, GENERIC_FAILURE } from "@/lib/server/action-result";
import { type FormAction, guardedAction } from "./form-action";
import { FormAlert } from "./form-alert";

const initial: ActionResult = { status: "idle" };

/** Verifying changes state, so it is a POST from this button, never the GET that opened the link. */
export function VerifyEmailForm({ action, token }: { action: FormAction; token: string }) {
  const verify = useMemo(
    () => guardedAction(action, { network: authFormMessages.networkError, fallback: GENERIC_FAILURE }),
    [action],
  );
  const [state, formAction, pending] = useActionState(verify, initial);
  return (
    <form action={formAction} className="grid gap-4">
      {state.status === "error" ? (
        <FormAlert tone="error">
          <p>{state.fieldErrors?.token?.join(" ") ?? state.message}</p>
          <Link href="/signin" className="focus-ring rounded font-medium underline">
            Go to Sign In
          </Link>
        </FormAlert>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Verifying..." : "Verify email"}
      </Button>
    </form>
  );
}
