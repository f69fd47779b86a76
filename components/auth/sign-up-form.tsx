"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { ActionResult } from "@/lib/server/action-result";
import { SIGNUP_EMAIL_KEY } from "@/lib/auth/client-storage";
import { authFormMessages } from "@/lib/auth/form-messages";
import { countryCodes, signUpFormSchema } from "@/lib/auth/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import { type FormAction, guardedAction } from "./form-action";
import { FormAlert } from "./form-alert";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { useValidatedForm } from "./use-validated-form";

type SignUpData = { email: string; redirectTo?: string };
const initial: ActionResult<SignUpData> = { status: "idle" };
const countryNames: Record<(typeof countryCodes)[number], string> = { "+65": "SG", "+60": "MY" };

const neverChanges = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function SignUpForm({
  action,
  plan,
  referralCode,
  invite,
}: {
  action: FormAction<SignUpData>;
  plan?: string;
  referralCode?: string;
  /** Signing up through a workspace invitation: its token, and the address it was sent to. */
  invite?: { token: string; email: string };
}) {
  const router = useRouter();
  const guarded = useMemo(
    () =>
      guardedAction(action, {
        network: authFormMessages.networkError,
        fallback: authFormMessages.signUpFailed,
      }),
    [action],
  );
  const [state, formAction, pending] = useActionState(guarded, initial);
  const { onSubmit, errorsFor } = useValidatedForm(signUpFormSchema, formAction, state.fieldErrors);
  const [countryCode, setCountryCode] = useState<string>("+65");
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  // The new workspace schedules campaigns in the browser's time zone (the server renders none).
  const timeZone = useSyncExternalStore(neverChanges, browserTimeZone, () => "");
  const phoneErrors = [...(errorsFor("phone") ?? []), ...(errorsFor("countryCode") ?? [])];

  useEffect(() => {
    if (state.status === "success" && state.data) {
      try {
        sessionStorage.setItem(SIGNUP_EMAIL_KEY, state.data.email);
      } catch {
        // The address also travels in the URL.
      }
      toastSuccess(state.message ?? "Account created.");
      router.replace(
        state.data.redirectTo ?? `/signup-success?email=${encodeURIComponent(state.data.email)}`,
      );
    } else if (state.status === "error" && state.message) {
      toastError(state.message);
    }
  }, [state, router]);

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4">
      {state.status === "error" && state.message && !state.fieldErrors ? (
        <FormAlert tone="error">{state.message}</FormAlert>
      ) : null}
      {plan ? <input type="hidden" name="plan" value={plan} /> : null}
      {invite ? <input type="hidden" name="invite" value={invite.token} /> : null}
      {timeZone ? <input type="hidden" name="timeZone" value={timeZone} /> : null}
      <Field label="Full Name" htmlFor="signup-name" errors={errorsFor("name")} required>
        <Input name="name" autoComplete="name" />
      </Field>
      <Field label="Email Address" htmlFor="signup-email" errors={errorsFor("email")} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={invite?.email}
          readOnly={Boolean(invite)}
        />
      </Field>
      <Field
        label="Phone"
        htmlFor="signup-phone"
        errors={phoneErrors.length ? phoneErrors : undefined}
        required
      >
        {(control) => (
          <div className="flex gap-2">
            <Label htmlFor="signup-country" className="sr-only">
              Country code
            </Label>
            <Select
              id="signup-country"
              name="countryCode"
              value={countryCode}
              onChange={(e) => setCountryCode(e.target.value)}
              className="h-10 w-28 shrink-0"
            >
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {code} {countryNames[code]}
                </option>
              ))}
            </Select>
            <Input
              {...control}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={phone}
              onChange={(e) => {
                // A number typed or pasted with its country code picks that code and keeps the rest.
                const typed = e.target.value.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
                const code = countryCodes.find((c) => typed.startsWith(c));
                if (code) setCountryCode(code);
                setPhone(code ? typed.slice(code.length) : typed);
              }}
            />
          </div>
        )}
      </Field>
      <Field
        label="Password"
        htmlFor="signup-password"
        errors={errorsFor("password")}
        required
        hint="At least 8 characters."
      >
        {(control) => (
          <div className="grid gap-2">
            <Input
              {...control}
              aria-describedby={[control["aria-describedby"], "signup-strength"].filter(Boolean).join(" ")}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordStrengthMeter id="signup-strength" password={password} />
          </div>
        )}
      </Field>
      <Field label="Confirm Password" htmlFor="signup-confirm" errors={errorsFor("confirmPassword")} required>
        <Input name="confirmPassword" type="password" autoComplete="new-password" />
      </Field>
      <Field label="Referral Code (optional)" htmlFor="signup-referral" errors={errorsFor("referralCode")}>
        <Input name="referralCode" autoComplete="off" defaultValue={referralCode} className="uppercase" />
      </Field>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <Checkbox
            id="signup-agree"
            name="agree"
            className="mt-0.5"
            aria-invalid={errorsFor("agree") ? true : undefined}
            aria-describedby={errorsFor("agree") ? "signup-agree-error" : undefined}
          />
          <Label htmlFor="signup-agree" className="font-normal leading-snug">
            I agree to the Terms of Service and Privacy Policy
          </Label>
        </div>
        {errorsFor("agree") ? (
          <p id="signup-agree-error" role="alert" className="text-sm text-danger">
            {errorsFor("agree")?.join(" ")}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Creating Account..." : "Create Account"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link href="/signin" className="focus-ring rounded font-medium text-indigo-700 hover:underline">
          Sign In
        </Link>
      </p>
    </form>
  );
}
