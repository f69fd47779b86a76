"use client";

import { useRef, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { insertableFields } from "@/lib/campaigns/wizard-draft";

type Message = { subject: string; body: string };

/**
 * "Insert a field" for a subject and body: a field goes where the caret was in whichever of the two had the
 * focus last (the body until the subject has had it), and the caret lands after it. Pass the subject's ref
 * when the form keeps its own (to focus it on opening).
 */
export function useFieldInsert(
  message: Message,
  update: (patch: Partial<Message>) => void,
  subjectRef?: RefObject<HTMLInputElement | null>,
) {
  const ownSubject = useRef<HTMLInputElement>(null);
  const subject = subjectRef ?? ownSubject;
  const body = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<keyof Message>("body");

  function insert(field: string) {
    const key = lastFocused.current;
    const target = key === "subject" ? subject.current : body.current;
    const value = message[key];
    const start = target?.selectionStart ?? value.length;
    const end = target?.selectionEnd ?? value.length;
    const token = `{{${field}}}`;
    update({ [key]: value.slice(0, start) + token + value.slice(end) });
    requestAnimationFrame(() => {
      target?.focus();
      target?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  return {
    subjectRef: subject,
    bodyRef: body,
    insert,
    subjectFocused: () => (lastFocused.current = "subject"),
    bodyFocused: () => (lastFocused.current = "body"),
  };
}

/** The row of field buttons under a message. */
export function FieldInsertButtons({ id, onInsert }: { id: string; onInsert: (field: string) => void }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" id={id}>
        Insert a field
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-labelledby={id}>
        {insertableFields.map((field) => (
          <Button key={field} type="button" size="sm" variant="secondary" onClick={() => onInsert(field)}>
            {`{{${field}}}`}
          </Button>
        ))}
      </div>
    </div>
  );
}
