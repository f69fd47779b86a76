"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult } from "@/lib/server/action-result";
import { rememberSignedInUser, type SignInData } from "@/lib/auth/client-storage";
import { authFormMessages } from "@/lib/auth/form-messages";
import { signInSchema } from "@/lib/auth/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import { type FormAction, guardedAction } from "./form-action";
import { FormAlert } from "./form-alert";
import { TwoFactorSignInForm } from "./two-factor-sign-in-form";
import { useValidatedForm } from "./use-validated-form";

const initial: ActionResult<SignInData> = { status: "idle" };
// Spec: anything but "not registered" and "wrong password" (network failure included) reads the same.
const signInFallback = { network: authFormMessages.signInGeneric, fallback: authFormMessages.signInGeneric };

export function SignInForm({
  action,
  resendAction,
  twoFactorAction,
  callbackUrl,
}: {
  action: FormAction<SignInData>;
  resendAction: FormAction;
  twoFactorAction: FormAction<SignInData>;
  callbackUrl?: string;
}) {
  const router = useRouter();
  const guarded = useMemo(() => guardedAction(action, signInFallback), [action]);
  const resend = useMemo(
    () =>
      guardedAction(resendAction, {
        network: authFormMessages.networkError,
        fallback: authFormMessages.networkError,
      }),
    [resendAction],
  );
  const [state, formAction, pending] = useActionState(guarded, initial);
  const { onSubmit, errorsFor } = useValidatedForm(signInSchema, formAction, state.fieldErrors);
  const [email, setEmail] = useState("");
  const [resendMessage, setResendMessage] = useState<string | null>(null);
  const [resending, startResend] = useTransition();
  // The answer that asked for a code, unless "Use a different account" set it aside.
  const [setAside, setSetAside] = useState<ActionResult<SignInData> | null>(null);
  const secondStep = state.status === "success" && state.data?.twoFactor === true && setAside !== state;

  useEffect(() => {
    if (state.status === "success" && state.data?.user) {
      rememberSignedInUser(state.data.user);
      router.replace(state.data.redirectTo ?? "/dashboard");
    } else if (state.status === "error" && state.message && !state.fieldErrors) {
      toastError(state.message);
    }
  }, [state, router]);

  function resendLink() {
    startResend(async () => {
      const form = new FormData();
      form.set("email", email);
      const result = await resend({ status: "idle" }, form);
      setResendMessage(result.message ?? null);
      if (result.status === "success" && result.message) toastSuccess(result.message);
      else if (result.message) toastError(result.message);
    });
  }

  if (secondStep) {
    return (
      <TwoFactorSignInForm
        action={twoFactorAction}
        callbackUrl={callbackUrl}
        onRestart={() => setSetAside(state)}
      />
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-5">
      {state.status === "error" && state.message && !state.fieldErrors ? (
        <FormAlert tone="error">
          <p>{state.message}</p>
          {state.data?.unverified ? (
            <div className="grid gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={resending}
                onClick={resendLink}
                className="justify-self-start"
              >
                Send a new verification link
              </Button>
              {resendMessage ? <p role="status">{resendMessage}</p> : null}
            </div>
          ) : null}
        </FormAlert>
      ) : null}
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      <Field label="Email address" htmlFor="signin-email" errors={errorsFor("email")} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field label="Password" htmlFor="signin-password" errors={errorsFor("password")} required>
        <Input name="password" type="password" autoComplete="current-password" />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox id="signin-remember" name="remember" />
          <Label htmlFor="signin-remember" className="font-normal">
            Remember me
          </Label>
        </div>
        <Link
          href="/forgot-password"
          className="focus-ring rounded text-sm font-medium text-indigo-700 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
