"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { useResultToasts } from "@/components/ui/use-result-toasts";
import type { ActionResult } from "@/lib/server/action-result";

type SaveAction = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

const initial: ActionResult = { status: "idle" };

/**
 * The workspace's time zone, which campaign schedules and daily limits are read in. `zones` is the server's
 * list (browsers' lists differ a little, and the server is the one that checks the choice).
 */
export function TimeZoneCard({
  timeZone,
  zones,
  canEdit,
  saveAction,
}: {
  timeZone: string;
  zones: readonly string[];
  canEdit: boolean;
  saveAction: SaveAction;
}) {
  const [state, formAction, pending] = useActionState(saveAction, initial);

  useResultToasts(state);

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
        <form action={formAction} className="flex flex-wrap items-end gap-3">
          <Field
            label="Workspace time zone"
            htmlFor="workspace-time-zone"
            errors={state.fieldErrors?.timeZone}
            className="min-w-0 flex-1 sm:max-w-sm"
          >
            <Select name="timeZone" defaultValue={timeZone} disabled={!canEdit}>
              {zones.map((zone) => (
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
