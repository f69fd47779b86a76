"use client";

import { UserPlus } from "lucide-react";
import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { ActionResult } from "@/lib/server/action-result";
import { fieldErrorsOf } from "@/lib/server/field-errors";
import { inviteMemberSchema } from "@/lib/teams/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import type { TeamActions } from "./types";

/** The invite modal: email and role (Member or Admin), checked here and again on the server with one schema. */
export function InviteDialog({ action }: { action: TeamActions["invite"] }) {
  const [open, setOpen] = useState(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | undefined>();
  const [state, formAction, pending] = useActionState<ActionResult, FormData>(
    async (prev, data) => {
      const result = await action(prev, data);
      if (result.status === "success") {
        toastSuccess(result.message ?? "Invitation sent.");
        setOpen(false);
      } else if (result.message) toastError(result.message);
      return result;
    },
    { status: "idle" },
  );

  const errors = clientErrors ?? state.fieldErrors;
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = inviteMemberSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setClientErrors(parsed.success ? undefined : fieldErrorsOf(parsed.error));
    if (!parsed.success) event.preventDefault();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> Invite Member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a team member</DialogTitle>
          <DialogDescription>
            They get an email with a link that works once and expires in 7 days.
          </DialogDescription>
        </DialogHeader>
        <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label="Email" htmlFor="invite-email" errors={errors?.email} required>
            <Input name="email" type="email" autoComplete="off" />
          </Field>
          <Field
            label="Role"
            htmlFor="invite-role"
            errors={errors?.role}
            hint="A Member works with leads. An Admin also runs campaigns, manages integrations and invites people."
            required
          >
            <Select name="role" defaultValue="">
              <option value="" disabled>
                Choose a role
              </option>
              <option value="member">Member</option>
              <option value="admin">Admin</option>
            </Select>
          </Field>
          <Button type="submit" loading={pending}>
            Send Invitation
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
