"use client";

import { useRouter } from "next/navigation";
import type { FormAction } from "@/components/auth/form-action";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { emailChangeTokenSchema } from "@/lib/account/validations";
import { useAccountForm } from "./use-account-form";

/** Following the emailed link opens this; the change happens only on the button (no GET changes anything). */
export function ConfirmEmailChange({ token, action }: { token: string; action: FormAction }) {
  const router = useRouter();
  const { state, pending, formRef, onSubmit } = useAccountForm(action, emailChangeTokenSchema, {
    fallback: "Could not change your email address. Please try again.",
    onSuccess: () => router.refresh(),
  });
  if (state.status === "success") return <FormAlert tone="success">{state.message}</FormAlert>;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      {state.status === "error" && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <input type="hidden" name="token" value={token} />
      <div>
        <Button type="submit" loading={pending}>
          Confirm new email address
        </Button>
      </div>
    </form>
  );
}
