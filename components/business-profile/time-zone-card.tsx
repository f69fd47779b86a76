"use client";

import { useActionState, useEffect } from "react";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { ActionResult } from "@/lib/server/action-result";
import { toastError, toastSuccess } from "@/lib/toast";
import { timeZones, workspaceTimeZoneSchema } from "@/lib/workspace/validations";

type SaveAction = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

const initial: ActionResult = { status: "idle" };

/** The workspace's time zone, which campaign schedules and daily limits are read in. */
export function TimeZoneCard({
  timeZone,
  canEdit,
  saveAction,
}: {
  timeZone: string;
  canEdit: boolean;
  saveAction: SaveAction;
}) {
  const [state, formAction, pending] = useActionState(saveAction, initial);
  const { onSubmit, errorsFor } = useValidatedForm(workspaceTimeZoneSchema, formAction, state.fieldErrors);

  useEffect(() => {
    if (state.status === "success" && state.message) toastSuccess(state.message);
    if (state.status === "error" && state.message) toastError(state.message);
  }, [state]);

  return (
    <Card role="region" aria-labelledby="workspace-time-zone-title">
      <CardHeader>
        <CardTitle as="h2" id="workspace-time-zone-title">
          Time zone
        </CardTitle>
        <CardDescription>
          Campaigns are scheduled in this time zone, and their daily sending limits start over at its
          midnight.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <Field
            label="Workspace time zone"
            htmlFor="workspace-time-zone"
            errors={errorsFor("timeZone")}
            className="min-w-0 flex-1 sm:max-w-sm"
          >
            <Select name="timeZone" defaultValue={timeZone} disabled={!canEdit}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </Select>
          </Field>
          {canEdit ? (
            <Button type="submit" variant="outline" loading={pending}>
              Save time zone
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
