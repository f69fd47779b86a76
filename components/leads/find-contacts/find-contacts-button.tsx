"use client";

import { UserSearch } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FindContactsInput } from "@/lib/scraping/find-contacts/validations";
import { useLeadsActions } from "../server-actions-context";
import { useActionSubmit } from "../use-action-submit";

type Props = {
  input: FindContactsInput;
  /** The run to follow; not called when nothing could be searched (the toast says why). */
  onStarted: (runId: string) => void;
  /** Icon-only in a list's row, with this accessible name. */
  iconLabel?: string;
};

/** Starts Find contacts on a selection or a list; the server's message says how many sites and skips. */
export function FindContactsButton({ input, onStarted, iconLabel }: Props) {
  const { findContacts } = useLeadsActions();
  const { submit, pending } = useActionSubmit(findContacts, {
    success: (result) => result.message ?? "Finding contacts.",
    failure: "Could not start Find contacts. Please try again.",
    onSuccess: (result) => {
      if (result.data?.runId) onStarted(result.data.runId);
    },
  });
  if (iconLabel)
    return (
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={iconLabel}
        title={iconLabel}
        loading={pending}
        onClick={() => submit(input)}
      >
        <UserSearch aria-hidden="true" />
      </Button>
    );
  return (
    <Button type="button" size="sm" variant="outline" loading={pending} onClick={() => submit(input)}>
      <UserSearch aria-hidden="true" />
      Find contacts
    </Button>
  );
}
