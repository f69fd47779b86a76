"use client";

import { startTransition, useActionState, useMemo, type FormEvent, type ReactNode } from "react";
import { guardedAction } from "@/components/auth/form-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { useResultToasts } from "@/components/ui/use-result-toasts";
import type { ActionResult } from "@/lib/server/action-result";

export type SaveSettingAction = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

const initial: ActionResult = { status: "idle" };

/**
 * One workspace setting that saves on its own: a card with a single field (`children`, named `name`) and
 * its save button, shown to those who may change it; the action's toasts and the field's error.
 */
export function WorkspaceSettingCard({
  id,
  title,
  description,
  label,
  name,
  saveLabel,
  canEdit,
  saveAction,
  children,
}: {
  id: string;
  title: string;
  description: string;
  label: string;
  name: string;
  saveLabel: string;
  canEdit: boolean;
  saveAction: SaveSettingAction;
  children: ReactNode;
}) {
  const save = useMemo(() => guardedAction(saveAction), [saveAction]);
  const [state, formAction, pending] = useActionState(save, initial);

  useResultToasts(state);

  // Dispatched by hand: a form's own action resets its fields afterwards, and a save that failed (a lost
  // connection) would show the old value again as if it were chosen.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form action={formAction} onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <Field
            label={label}
            htmlFor={id}
            errors={state.fieldErrors?.[name]}
            className="min-w-52 flex-1 sm:max-w-sm"
          >
            {children}
          </Field>
          {canEdit ? (
            <Button type="submit" variant="outline" loading={pending}>
              {saveLabel}
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
