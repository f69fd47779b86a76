"use client";

import type { FormAction } from "@/components/auth/form-action";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { twoFactorCodeSchema } from "@/lib/account/validations";
import type { ActionResult } from "@/lib/server/action-result";
import { useAccountForm } from "./use-account-form";

/** One code field and a submit button: confirming the setup, or turning two-factor off. */
export function TwoFactorCodeForm<T>({
  id,
  label,
  hint,
  submitLabel,
  action,
  destructive,
  onSuccess,
}: {
  id: string;
  label: string;
  hint: string;
  submitLabel: string;
  action: FormAction<T>;
  destructive?: boolean;
  onSuccess: (result: ActionResult<T>) => void;
}) {
  const { pending, formRef, errorsFor, onSubmit } = useAccountForm(action, twoFactorCodeSchema, {
    fallback: "Could not check the code. Please try again.",
    resetOnSuccess: true,
    onSuccess,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <Field
        label={label}
        htmlFor={id}
        errors={errorsFor("code")}
        hint={hint}
        required
        className="w-full max-w-xs"
      >
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={32} />
      </Field>
      <Button type="submit" variant={destructive ? "destructive" : "default"} loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
