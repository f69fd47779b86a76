"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState, useTransition } from "react";
import { resendVerificationAction, signInAction, type SignInData } from "@/app/(auth)/signin/actions";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult } from "@/lib/auth/action-result";
import { rememberSignedInUser } from "@/lib/auth/client-storage";
import { signInSchema } from "@/lib/auth/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import { FormAlert } from "./form-alert";
import { useValidatedForm } from "./use-validated-form";

const initial: ActionResult<SignInData> = { status: "idle" };

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(signInAction, initial);
  const { onSubmit, errorsFor } = useValidatedForm(signInSchema, formAction, state.fieldErrors);
  const [email, setEmail] = useState("");
  const [resendMessage, setResendMessage] = useState<string | null>(null);
  const [resending, startResend] = useTransition();

  useEffect(() => {
    if (state.status === "success" && state.data?.user) {
      rememberSignedInUser(state.data.user);
      router.replace(state.data.redirectTo ?? "/dashboard");
    } else if (state.status === "error" && state.message && !state.fieldErrors) {
      toastError(state.message);
    }
  }, [state, router]);

  function resend() {
    startResend(async () => {
      const result = await resendVerificationAction(undefined, { email });
      setResendMessage(result.message ?? null);
      if (result.status === "success" && result.message) toastSuccess(result.message);
      else if (result.message) toastError(result.message);
    });
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
                onClick={resend}
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
