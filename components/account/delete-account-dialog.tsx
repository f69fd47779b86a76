"use client";

import Link from "next/link";
import { useActionState, useEffect, useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { accountMessages, DELETE_PHRASE, deleteAccountSchema } from "@/lib/account/validations";
import type { ActionResult } from "@/lib/server/action-result";
import { toastError, toastSuccess } from "@/lib/toast";

type Action = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

/** Delete Account: typed phrase, the owner rule said up front, the spec's success and failure texts. */
export function DeleteAccountDialog({
  action,
  ownsSharedWorkspace,
}: {
  action: Action;
  ownsSharedWorkspace: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(
    async (prev: ActionResult | undefined, input: FormData) => {
      try {
        return await action(prev, input);
      } catch {
        return { status: "error", message: accountMessages.deleteFailed } satisfies ActionResult;
      }
    },
    { status: "idle" },
  );
  const { onSubmit, errorsFor } = useValidatedForm(deleteAccountSchema, formAction, state.fieldErrors);
  const deleted = state.status === "success";

  useEffect(() => {
    if (state.status === "success" && state.message) toastSuccess(state.message);
    if (state.status === "error" && state.message && !state.fieldErrors) toastError(state.message);
  }, [state]);

  return (
    <Dialog open={open || deleted} onOpenChange={(next) => (deleted ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete Account</Button>
      </DialogTrigger>
      <DialogContent size="md" hideClose={deleted}>
        <DialogHeader>
          <DialogTitle>{deleted ? "Account deleted" : "Delete your account?"}</DialogTitle>
          <DialogDescription>
            {deleted
              ? state.message
              : "This cannot be undone. Export your data first if you want to keep a copy."}
          </DialogDescription>
        </DialogHeader>
        {deleted ? (
          <DialogFooter>
            <Link href="/signin" className={buttonVariants({ variant: "default" })}>
              Go to Sign In
            </Link>
          </DialogFooter>
        ) : (
          <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4">
            <ul className="list-disc pl-5 text-sm text-muted-foreground">
              <li>Your paid subscription is cancelled at once.</li>
              <li>You are signed out everywhere.</li>
              <li>
                A workspace you own alone is deleted with its leads, lists, projects, campaigns and billing
                records.
              </li>
            </ul>
            {ownsSharedWorkspace ? (
              <FormAlert tone="error">{accountMessages.ownerWithMembers}</FormAlert>
            ) : null}
            {state.status === "error" && state.message && !state.fieldErrors ? (
              <FormAlert tone="error">{state.message}</FormAlert>
            ) : null}
            <Field
              label={`Type "${DELETE_PHRASE}" to confirm`}
              htmlFor="delete-confirmation"
              errors={errorsFor("confirmation")}
              required
            >
              <Input name="confirmation" autoComplete="off" spellCheck={false} />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" loading={pending}>
                {pending ? "Deleting..." : "Delete my account"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
