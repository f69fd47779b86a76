"use client";

import { useState } from "react";
import type { FormAction } from "@/components/auth/form-action";
import { ActionErrorAlert } from "@/components/auth/action-error-alert";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { profileMessages, profileSchema } from "@/lib/account/validations";
import { useAccountForm } from "./use-account-form";

export type ProfileValues = {
  name: string;
  email: string;
  phone: string | null;
  pendingEmail: string | null;
};

/** Spec part 3 section 2.6, the Profile tab: name, email and phone, Save Changes (the photo is its own control). */
export function ProfileForm({
  profile,
  action,
}: {
  profile: ProfileValues;
  action: FormAction<{ pendingEmail: string | null }>;
}) {
  const [pendingEmail, setPendingEmail] = useState(profile.pendingEmail);
  const { state, pending, formRef, errorsFor, onSubmit } = useAccountForm(action, profileSchema, {
    fallback: profileMessages.failed,
    onSuccess: (result) => setPendingEmail(result.data?.pendingEmail ?? pendingEmail),
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="profile-title">
      {state.status === "error" && state.message && !state.fieldErrors ? (
        <ActionErrorAlert message={state.message} />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" htmlFor="profile-name" errors={errorsFor("name")} required>
          <Input name="name" autoComplete="name" defaultValue={profile.name} />
        </Field>
        <Field
          label="Email address"
          htmlFor="profile-email"
          errors={errorsFor("email")}
          required
          hint="A new address is used once you follow the link we email to it."
        >
          <Input name="email" type="email" autoComplete="email" defaultValue={profile.email} />
        </Field>
        <Field
          label="Phone number"
          htmlFor="profile-phone"
          errors={errorsFor("phone")}
          hint="With the country code, e.g. +65 9123 4567."
        >
          <Input name="phone" type="tel" autoComplete="tel" defaultValue={profile.phone ?? ""} />
        </Field>
      </div>
      {pendingEmail ? (
        <FormAlert tone="info">
          <p>
            Waiting for confirmation of <span className="font-medium break-all">{pendingEmail}</span>. Follow
            the link we sent there; until then your email address stays {profile.email}.
          </p>
        </FormAlert>
      ) : null}
      <div>
        <Button type="submit" loading={pending}>
          {pending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
