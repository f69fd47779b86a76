"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResultToasts } from "@/components/ui/use-result-toasts";
import type { ActionResult } from "@/lib/server/action-result";

type SaveAction = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

const initial: ActionResult = { status: "idle" };

/** The workspace's name: the account menu's switcher shows it, and invitations ask people to join it. */
export function WorkspaceNameCard({
  name,
  canEdit,
  saveAction,
}: {
  name: string;
  canEdit: boolean;
  saveAction: SaveAction;
}) {
  const [state, formAction, pending] = useActionState(saveAction, initial);

  useResultToasts(state);

  return (
    <Card role="region" aria-labelledby="workspace-name-title">
      <CardHeader>
        <CardTitle as="h2" id="workspace-name-title">
          Workspace
        </CardTitle>
        <CardDescription>
          Your team sees this name when switching workspaces, and invitations ask people to join it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form action={formAction} className="flex flex-wrap items-end gap-3">
          <Field
            label="Workspace name"
            htmlFor="workspace-name"
            errors={state.fieldErrors?.name}
            className="min-w-52 flex-1 sm:max-w-sm"
          >
            <Input name="name" defaultValue={name} maxLength={80} required disabled={!canEdit} />
          </Field>
          {canEdit ? (
            <Button type="submit" variant="outline" loading={pending}>
              Save name
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
