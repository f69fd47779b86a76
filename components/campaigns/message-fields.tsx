"use client";

import { useRef, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { insertableFields } from "@/lib/campaigns/wizard-draft";

type Message = { subject: string; body: string };

/**
 * A campaign's subject and body with "Insert a field", as the wizard and Edit message both write them. A
 * field goes where the caret was in whichever of the two had the focus last (the body until the subject has
 * had it), and the caret lands after it.
 */
export function MessageFields({
  idPrefix,
  message,
  update,
  errors,
  subjectRef,
}: {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  message: Message;
  update: (patch: Partial<Message>) => void;
  errors: Partial<Record<string, string[]>>;
  /** The subject's ref, when the form focuses it on opening. */
  subjectRef?: RefObject<HTMLInputElement | null>;
}) {
  const ownSubject = useRef<HTMLInputElement>(null);
  const subject = subjectRef ?? ownSubject;
  const body = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<keyof Message>("body");
  const fieldsLabel = `${idPrefix}-fields-label`;

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

  return (
    <>
      <Field label="Subject" htmlFor={`${idPrefix}-subject`} required errors={errors.subject}>
        <Input
          ref={subject}
          value={message.subject}
          maxLength={300}
          onFocus={() => (lastFocused.current = "subject")}
          onChange={(e) => update({ subject: e.target.value })}
        />
      </Field>
      <Field
        label="Message"
        htmlFor={`${idPrefix}-body`}
        required
        errors={errors.body}
        hint="Write {{firstName|there}} to give a field a fallback when a lead has no value."
      >
        <Textarea
          ref={body}
          rows={9}
          value={message.body}
          onFocus={() => (lastFocused.current = "body")}
          onChange={(e) => update({ body: e.target.value })}
        />
      </Field>
      <div className="grid gap-2">
        <p className="text-sm font-medium" id={fieldsLabel}>
          Insert a field
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby={fieldsLabel}>
          {insertableFields.map((field) => (
            <Button key={field} type="button" size="sm" variant="secondary" onClick={() => insert(field)}>
              {`{{${field}}}`}
            </Button>
          ))}
        </div>
      </div>
    </>
  );
}
