"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { rememberSignedInUser, type SignInData } from "@/lib/auth/client-storage";
import { authFormMessages } from "@/lib/auth/form-messages";
import { twoFactorSignInSchema } from "@/lib/auth/validations";
import type { ActionResult } from "@/lib/server/action-result";
import { toastError, toastSuccess } from "@/lib/toast";
import { type FormAction, guardedAction } from "./form-action";
import { FormAlert } from "./form-alert";
import { useValidatedForm } from "./use-validated-form";

const initial: ActionResult<SignInData> = { status: "idle" };

/** Sign-in's second step: the password was right; a code from the authenticator app (or a recovery code) finishes it. */
export function TwoFactorSignInForm({
  action,
  callbackUrl,
  onRestart,
}: {
  action: FormAction<SignInData>;
  callbackUrl?: string;
  onRestart: () => void;
}) {
  const router = useRouter();
  const guarded = useMemo(
    () =>
      guardedAction(action, {
        network: authFormMessages.networkError,
        fallback: authFormMessages.signInGeneric,
      }),
    [action],
  );
  const [state, formAction, pending] = useActionState(guarded, initial);
  const { onSubmit, errorsFor } = useValidatedForm(twoFactorSignInSchema, formAction, state.fieldErrors);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), [state]);
  useEffect(() => {
    if (state.status === "success" && state.data?.user) {
      if (state.data.recoveryCodesRemaining !== undefined && state.message) toastSuccess(state.message);
      rememberSignedInUser(state.data.user);
      router.replace(state.data.redirectTo ?? "/dashboard");
    } else if (state.status === "error" && state.message && !state.fieldErrors) {
      toastError(state.message);
    }
  }, [state, router]);

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormAlert tone="info">
        <p>Two-factor authentication is on for this account.</p>
      </FormAlert>
      {state.status === "error" && state.message && !state.fieldErrors ? (
        <FormAlert tone="error">
          <p>{state.message}</p>
        </FormAlert>
      ) : null}
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      <Field
        label="Authentication code"
        htmlFor="signin-code"
        errors={errorsFor("code")}
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        required
      >
        <Input ref={inputRef} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={32} />
      </Field>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Verifying..." : "Verify"}
      </Button>
      <Button type="button" variant="link" onClick={onRestart} className="justify-self-center">
        Use a different account
      </Button>
    </form>
  );
}
