"use client";

import type { FormAction } from "@/components/auth/form-action";
import { ActionErrorAlert } from "@/components/auth/action-error-alert";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { changePasswordSchema } from "@/lib/account/validations";
import { useAccountForm } from "./use-account-form";

export function ChangePasswordForm({
  action,
  headingLevel,
}: {
  action: FormAction;
  headingLevel: "h2" | "h3";
}) {
  const { state, pending, formRef, errorsFor, onSubmit } = useAccountForm(action, changePasswordSchema, {
    fallback: "Failed to change password. Please try again.",
    resetOnSuccess: true,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} id="change-password-title">
          Change password
        </CardTitle>
        <CardDescription>Changing it signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
          aria-labelledby="change-password-title"
        >
          {state.status === "error" && state.message && !state.fieldErrors ? (
            <ActionErrorAlert message={state.message} />
          ) : null}
          <Field
            label="Current password"
            htmlFor="current-password"
            errors={errorsFor("currentPassword")}
            required
          >
            <Input name="currentPassword" type="password" autoComplete="current-password" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordFields idPrefix="change" errorsFor={errorsFor} />
          </div>
          <div>
            <Button type="submit" loading={pending}>
              {pending ? "Updating..." : "Update Password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
