"use client";

import { useActionState, useMemo, useRef, useState, type ReactNode } from "react";
import { guardedAction } from "@/components/auth/form-action";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { Button } from "@/components/ui/button";
import { useResultToasts } from "@/components/ui/use-result-toasts";
import { businessProfileSchema, type BusinessProfileValues } from "@/lib/business-profile/validations";
import type { SignatureProfile } from "@/lib/business-profile/signature";
import { formDataToObject } from "@/lib/server/form-data";
import type { ActionResult } from "@/lib/server/action-result";
import { LogoCard } from "./logo-card";
import { ProfileFields } from "./profile-fields";
import { ProfilePreviewDialog } from "./profile-preview-dialog";

type SaveAction = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

const initial: ActionResult = { status: "idle" };

/**
 * /profile: the logo card, the company, contact, address and social media forms, Save and Preview; then
 * `children`, the workspace settings that save on their own (its name and time zone).
 */
export function BusinessProfileScreen({
  profile,
  logoUrl,
  canEdit,
  saveAction,
  children,
}: {
  profile: BusinessProfileValues | null;
  logoUrl: string | null;
  canEdit: boolean;
  saveAction: SaveAction;
  children?: ReactNode;
}) {
  const save = useMemo(() => guardedAction(saveAction), [saveAction]);
  const [state, formAction, pending] = useActionState(save, initial);
  const { onSubmit, errorsFor } = useValidatedForm(businessProfileSchema, formAction, state.fieldErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const [logo, setLogo] = useState(logoUrl);
  const [preview, setPreview] = useState<SignatureProfile | null>(null);

  useResultToasts(state);

  function openPreview() {
    if (!formRef.current) return;
    const values = formDataToObject(new FormData(formRef.current)) as Record<string, string>;
    setPreview({ ...values, name: values.name || "Your company" });
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Business Profile</h1>
          <p className="text-muted-foreground">What leads see of your business in your outreach.</p>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={openPreview}>
            Preview Profile
          </Button>
          {canEdit ? (
            <Button type="submit" form="business-profile-form" loading={pending}>
              {pending ? "Saving..." : "Save Changes"}
            </Button>
          ) : null}
        </div>
      </header>
      {canEdit ? null : (
        <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm">
          Only the workspace owner and admins can change the business profile.
        </p>
      )}
      <LogoCard logoUrl={logo} canEdit={canEdit} onChange={setLogo} />
      <form
        id="business-profile-form"
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-6"
      >
        <ProfileFields profile={profile} errorsFor={errorsFor} disabled={!canEdit} />
      </form>
      {children}
      <ProfilePreviewDialog profile={preview} logoUrl={logo} onClose={() => setPreview(null)} />
    </div>
  );
}
