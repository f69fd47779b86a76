"use client";

import { useId, useState, type FormEvent } from "react";
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
import { createCuratedListSchema } from "@/lib/lists/validations";
import { useLeadsActions } from "../server-actions-context";
import { useActionSubmit } from "../use-action-submit";
import { fieldErrorsOf } from "@/lib/server/field-errors";

export type CreateListDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  leadIds: readonly string[];
  onCreated: () => void;
};

/** Create List from the selected leads: a curated list; the leads stay where they are. */
export function CreateListDialog({ open, onOpenChange, leadIds, onCreated }: CreateListDialogProps) {
  const { createCuratedList } = useLeadsActions();
  const id = useId();
  const [name, setName] = useState("");
  const { submit, pending, result, setResult } = useActionSubmit(createCuratedList, {
    success: (done) =>
      leadMessages.listCreated(done.data?.name ?? name.trim(), done.data?.count ?? leadIds.length),
    failure: leadMessages.createListFailed,
    onSuccess: () => {
      setName("");
      onOpenChange(false);
      onCreated();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      description: String(form.get("description") ?? ""),
      leadIds: [...leadIds],
    };
    const parsed = createCuratedListSchema.safeParse(input);
    if (!parsed.success) {
      setResult({ status: "error", fieldErrors: fieldErrorsOf(parsed.error) });
      return;
    }
    submit(input);
  }

  const errors = result.fieldErrors ?? {};
  const otherErrors = [...(errors.leadIds ?? []), ...(errors._form ?? [])];
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent size="md">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create Lead List</DialogTitle>
            <DialogDescription>
              {leadIds.length === 1 ? "1 selected lead" : `${leadIds.length} selected leads`} will be added to
              the new list.
            </DialogDescription>
          </DialogHeader>
          <Field
            label="List name"
            htmlFor={`${id}-name`}
            required
            errors={errors.name}
            hint={`${name.length}/${listNameMaxLength} characters`}
          >
            <Input
              name="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={listNameMaxLength}
              autoComplete="off"
            />
          </Field>
          <Field label="Description" htmlFor={`${id}-description`} errors={errors.description}>
            <Textarea name="description" rows={3} />
          </Field>
          {otherErrors.length > 0 ? (
            <p role="alert" className="text-sm text-danger">
              {[...new Set(otherErrors)].join(" ")}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create List
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
