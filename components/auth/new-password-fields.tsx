import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** The new password and its confirmation, as sign-up's rules state them (reset and change share them). */
export function NewPasswordFields({
  idPrefix,
  errorsFor,
}: {
  idPrefix: string;
  errorsFor: (field: "newPassword" | "confirmPassword") => string[] | undefined;
}) {
  return (
    <>
      <Field
        label="New password"
        htmlFor={`${idPrefix}-new-password`}
        errors={errorsFor("newPassword")}
        required
        hint="At least 8 characters."
      >
        <Input name="newPassword" type="password" autoComplete="new-password" />
      </Field>
      <Field
        label="Confirm new password"
        htmlFor={`${idPrefix}-confirm-password`}
        errors={errorsFor("confirmPassword")}
        required
      >
        <Input name="confirmPassword" type="password" autoComplete="new-password" />
      </Field>
    </>
  );
}
