"use client";

import Link from "next/link";
import { useActionState, useEffect, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/server/action-result";
import { authFormMessages } from "@/lib/auth/form-messages";
import { forgotPasswordSchema } from "@/lib/auth/validations";
import { toastError } from "@/lib/toast";
import { type FormAction, guardedAction } from "./form-action";
import { FormAlert } from "./form-alert";
import { useValidatedForm } from "./use-validated-form";

const initial: ActionResult<{ email: string }> = { status: "idle" };

export function ForgotPasswordForm({ action }: { action: FormAction<{ email: string }> }) {
  const guarded = useMemo(
    () =>
      guardedAction(action, {
        network: authFormMessages.networkError,
        fallback: authFormMessages.networkError,
      }),
    [action],
  );
  const [state, formAction, pending] = useActionState(guarded, initial);
  const { onSubmit, errorsFor } = useValidatedForm(forgotPasswordSchema, formAction, state.fieldErrors);

  useEffect(() => {
    if (state.status === "error" && state.message && !state.fieldErrors) toastError(state.message);
  }, [state]);

  if (state.status === "success" && state.data) {
    return (
      <div className="grid gap-4 text-center" role="status">
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-muted-foreground">
          If an account exists for{" "}
          <strong className="font-semibold text-foreground">{state.data.email}</strong>, we sent it a link to
          reset the password. The link expires in 1 hour.
        </p>
        <Link
          href="/signin"
          className="focus-ring justify-self-center rounded font-medium text-indigo-700 hover:underline"
        >
          Back to Sign In
        </Link>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-5">
      {state.status === "error" && state.message && !state.fieldErrors ? (
        <FormAlert tone="error">{state.message}</FormAlert>
      ) : null}
      <Field label="Email address" htmlFor="forgot-email" errors={errorsFor("email")} required>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Sending..." : "Send Reset Link"}
      </Button>
    </form>
  );
}
