"use client";

import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { listNameMaxLength } from "@/lib/leads/constants";
import { leadMessages } from "@/lib/leads/messages";
import type { LeadListRow } from "@/lib/leads/types";
import { updateLeadListSchema } from "@/lib/lists/validations";
import { useLeadsActions } from "../server-actions-context";
import { useActionSubmit } from "../use-action-submit";
import { fieldErrorsOf } from "@/lib/server/field-errors";

/** Edit Lead List: name (required, at most 50 characters, unique per platform) and description. */
export function EditListDialog({ list, onClose }: { list: LeadListRow | null; onClose: () => void }) {
  return (
    <Dialog open={list !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md">
        {list ? <EditListForm key={list.id} list={list} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditListForm({ list, onDone }: { list: LeadListRow; onDone: () => void }) {
  const { updateLeadList } = useLeadsActions();
  const id = useId();
  const { submit, pending, result, setResult } = useActionSubmit(updateLeadList, {
    success: leadMessages.listUpdated,
    failure: leadMessages.listUpdateFailed,
    onSuccess: onDone,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      listId: list.id,
      name: String(form.get("name") ?? ""),
      description: String(form.get("description") ?? ""),
    };
    const parsed = updateLeadListSchema.safeParse(input);
    if (!parsed.success) {
      setResult({ status: "error", fieldErrors: fieldErrorsOf(parsed.error) });
      return;
    }
    submit(input);
  }

  const errors = result.fieldErrors ?? {};
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit Lead List</DialogTitle>
        <DialogDescription>Rename the list or change its description.</DialogDescription>
      </DialogHeader>
      <Field
        label="List name"
        htmlFor={`${id}-name`}
        required
        errors={errors.name}
        hint={`At most ${listNameMaxLength} characters.`}
      >
        <Input name="name" defaultValue={list.name} maxLength={listNameMaxLength} autoComplete="off" />
      </Field>
      <Field label="Description" htmlFor={`${id}-description`} errors={errors.description}>
        <Textarea name="description" rows={3} defaultValue={list.description ?? ""} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save changes
        </Button>
      </DialogFooter>
    </form>
  );
}
