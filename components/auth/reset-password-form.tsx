"use client";

import Link from "next/link";
import { useActionState, useEffect, useMemo } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import type { ActionResult } from "@/lib/server/action-result";
import { authFormMessages } from "@/lib/auth/form-messages";
import { resetPasswordFormSchema } from "@/lib/auth/validations";
import { toastError } from "@/lib/toast";
import { type FormAction, guardedAction } from "./form-action";
import { FormAlert } from "./form-alert";
import { NewPasswordFields } from "./new-password-fields";
import { useValidatedForm } from "./use-validated-form";

const initial: ActionResult = { status: "idle" };

export function ResetPasswordForm({ action, token }: { action: FormAction; token: string }) {
  const guarded = useMemo(
    () =>
      guardedAction(action, {
        network: authFormMessages.networkError,
        fallback: authFormMessages.resetFailed,
      }),
    [action],
  );
  const [state, formAction, pending] = useActionState(guarded, initial);
  const { onSubmit, errorsFor } = useValidatedForm(resetPasswordFormSchema, formAction, state.fieldErrors);
  const tokenErrors = errorsFor("token");

  useEffect(() => {
    if (state.status === "error" && state.message && !state.fieldErrors) toastError(state.message);
  }, [state]);

  if (state.status === "success") {
    return (
      <div className="grid gap-4 text-center" role="status">
        <h2 className="text-xl font-semibold">Password updated</h2>
        <p className="text-muted-foreground">You can now sign in with your new password.</p>
        <Link href="/signin" className={buttonVariants({ size: "lg" })}>
          Go to Sign in
        </Link>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-5">
      {state.status === "error" && state.message && !state.fieldErrors ? (
        <FormAlert tone="error">
          <p>{state.message}</p>
          <Link href="/forgot-password" className="focus-ring rounded font-medium underline">
            Request a new reset link
          </Link>
        </FormAlert>
      ) : null}
      {tokenErrors ? <FormAlert tone="error">{tokenErrors.join(" ")}</FormAlert> : null}
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields idPrefix="reset" errorsFor={errorsFor} />
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Resetting..." : "Reset Password"}
      </Button>
    </form>
  );
}
