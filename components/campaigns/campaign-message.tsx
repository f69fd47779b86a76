"use client";

import { useState, type FormEvent } from "react";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/server/action-result";
import { MessageFields } from "./message-fields";
import { useInlineEdit } from "./use-inline-edit";

export type EditCampaignMessage = (
  prev: undefined,
  input: { campaignId: string; subject: string; body: string },
) => Promise<ActionResult<unknown>>;

/**
 * The message as written (its fields unfilled), and, while the campaign has not started, Edit message:
 * the subject and body in a form the server judges as the wizard's (required, unknown fields named).
 */
export function CampaignMessage({
  campaignId,
  subject,
  body,
  edit,
}: {
  campaignId: string;
  subject: string;
  body: string;
  /** Absent once the campaign has started: what was sent is not rewritten. */
  edit?: EditCampaignMessage;
}) {
  const { editing, setOpen, errors, pending, save, toggle, firstField } = useInlineEdit<HTMLInputElement>();
  const [draft, setDraft] = useState({ subject, body });
  const open = () => {
    setDraft({ subject, body });
    setOpen(true);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (edit) save(() => edit(undefined, { campaignId, ...draft }), "Message saved.");
  }

  return (
    <section aria-labelledby="campaign-message-title" className="grid gap-2">
      <h3 id="campaign-message-title" className="text-sm font-semibold">
        Message
      </h3>
      {editing ? (
        <form aria-label="Edit message" noValidate onSubmit={submit} className="grid gap-3">
          <MessageFields
            idPrefix="edit-campaign"
            message={draft}
            update={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            errors={errors}
            subjectRef={firstField}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={pending}>
              Save message
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
            <p>
              <span className="text-muted-foreground">Subject: </span>
              <span className="font-medium" data-testid="campaign-message-subject">
                {subject}
              </span>
            </p>
            <p className="whitespace-pre-wrap break-words" data-testid="campaign-message-body">
              {body}
            </p>
          </div>
          {edit ? (
            <Button
              ref={toggle}
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={open}
            >
              <Pencil aria-hidden="true" />
              Edit message
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
