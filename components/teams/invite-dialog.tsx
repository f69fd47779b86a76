"use client";

import { UserPlus } from "lucide-react";
import { useActionState, useState } from "react";
import { useValidatedForm } from "@/components/auth/use-validated-form";
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
import { settleAction } from "@/lib/server/settle-action";
import { inviteMemberSchema } from "@/lib/teams/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import type { TeamActions } from "./types";

/** The invite modal: email and role (Member or Admin), checked here and again on the server with one schema. */
export function InviteDialog({ action }: { action: TeamActions["invite"] }) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState<ActionResult, FormData>(
    async (prev, data) => {
      const result = await settleAction(() => action(prev, data));
      if (result.status === "success") {
        toastSuccess(result.message ?? "Invitation sent.");
        setOpen(false);
      } else if (result.message) toastError(result.message);
      return result;
    },
    { status: "idle" },
  );

  // Dispatched by hand, so a refusal or a lost connection keeps the address typed.
  const { onSubmit, errorsFor } = useValidatedForm(inviteMemberSchema, formAction, state.fieldErrors);

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
          <Field label="Email" htmlFor="invite-email" errors={errorsFor("email")} required>
            <Input name="email" type="email" autoComplete="off" />
          </Field>
          <Field
            label="Role"
            htmlFor="invite-role"
            errors={errorsFor("role")}
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
