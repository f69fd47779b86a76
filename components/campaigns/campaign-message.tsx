"use client";

import { useState, type FormEvent, type RefObject } from "react";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { MessagePreview } from "@/lib/campaigns/preview";
import type { ActionResult } from "@/lib/server/action-result";
import { MessageFields } from "./message-fields";
import { MessagePreviewPanel } from "./message-preview";
import { useInlineEdit } from "./use-inline-edit";
import { useMessagePreview } from "./use-message-preview";

type MessageInput = { campaignId: string; subject: string; body: string };

export type EditCampaignMessage = {
  save: (prev: undefined, input: MessageInput) => Promise<ActionResult<unknown>>;
  preview: (prev: undefined, input: MessageInput) => Promise<ActionResult<MessagePreview>>;
};

/**
 * The message as written (its fields unfilled), and, while the campaign has not started, Edit message:
 * the subject and body in a form the server judges as the wizard's (required, unknown fields named),
 * beside a live preview for one of the campaign's recipients.
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
  // What was just saved, shown until the refreshed detail brings it (the props still hold the old text).
  const [saved, setSaved] = useState<{ over: Message; message: Message } | null>(null);
  const shown =
    saved?.over.subject === subject && saved.over.body === body ? saved.message : { subject, body };

  return (
    <section aria-labelledby="campaign-message-title" className="grid gap-2">
      <h3 id="campaign-message-title" className="text-sm font-semibold">
        Message
      </h3>
      {editing && edit ? (
        <MessageEditor
          campaignId={campaignId}
          written={shown}
          edit={edit}
          errors={errors}
          pending={pending}
          subjectRef={firstField}
          save={(draft) =>
            save(
              () => edit.save(undefined, { campaignId, ...draft }),
              "Message saved.",
              () => setSaved({ over: { subject, body }, message: draft }),
            )
          }
          close={() => setOpen(false)}
        />
      ) : (
        <>
          <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
            <p>
              <span className="text-muted-foreground">Subject: </span>
              <span dir="auto" className="font-medium" data-testid="campaign-message-subject">
                {shown.subject}
              </span>
            </p>
            <p dir="auto" className="whitespace-pre-wrap break-words" data-testid="campaign-message-body">
              {shown.body}
            </p>
          </div>
          {edit ? (
            <Button
              ref={toggle}
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setOpen(true)}
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

type Message = { subject: string; body: string };

/** The Edit message form, opened with the message as written, and its live preview. */
function MessageEditor({
  campaignId,
  written,
  edit,
  errors,
  pending,
  subjectRef,
  save,
  close,
}: {
  campaignId: string;
  written: Message;
  edit: EditCampaignMessage;
  errors: Partial<Record<string, string[]>>;
  pending: boolean;
  subjectRef: RefObject<HTMLInputElement | null>;
  save: (draft: Message) => void;
  close: () => void;
}) {
  const [draft, setDraft] = useState(written);
  const { preview, previewing } = useMessagePreview({ campaignId, ...draft }, edit.preview);

  function submit(event: FormEvent) {
    event.preventDefault();
    save(draft);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form aria-label="Edit message" noValidate onSubmit={submit} className="grid content-start gap-3">
        <MessageFields
          idPrefix="edit-campaign"
          message={draft}
          update={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          errors={errors}
          subjectRef={subjectRef}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" loading={pending}>
            Save message
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
      <MessagePreviewPanel id="edit-campaign" preview={preview} previewing={previewing} />
    </div>
  );
}
