"use client";

import { useId, type FormEvent } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useLeadsActions } from "@/components/leads/server-actions-context";
import { useActionSubmit } from "@/components/leads/use-action-submit";
import { knownLeadStatuses, platformLabels } from "@/lib/leads/constants";
import { leadMessages } from "@/lib/leads/messages";
import { editLeadContactSchema } from "@/lib/leads/validations";
import { fieldErrorsOf } from "@/lib/server/field-errors";
import {
  contactEditFromForm,
  contactEditValues,
  contactErrorField,
  contactFields,
  type EditableLead,
} from "./contact-edit-fields";
import { LeadEditField } from "./lead-edit-field";
import { type LeadFieldDef, leadStatusField } from "./lead-edit-fields";
import { SourceRecord } from "./source-record";

export type EditLeadDialogProps = {
  lead: EditableLead | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * Edit Lead Details: the contact record's fields (who the lead is and how to reach them, checked per field)
 * and the status, the same for every source, above the source's own record, shown read-only (ARCHITECTURE
 * "A lead is one contact record"; the REST routes keep spec part 2's per-platform edit).
 */
export function EditLeadDialog({ lead, onOpenChange }: EditLeadDialogProps) {
  return (
    <Dialog open={lead !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        {lead ? <EditLeadForm key={lead.id} lead={lead} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditLeadForm({ lead, onDone }: { lead: EditableLead; onDone: () => void }) {
  const { updateLead } = useLeadsActions();
  const idPrefix = useId();
  const statusListId = `${idPrefix}-statuses`;
  const values = { ...contactEditValues(lead), status: lead.status };
  const fields = [...contactFields(lead.customFieldDefinitions), leadStatusField];
  const { submit, pending, result, setResult } = useActionSubmit(updateLead, {
    success: leadMessages.leadUpdated,
    failure: leadMessages.leadUpdateFailed,
    onSuccess: onDone,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      leadId: lead.id,
      status: String(form.get("status") ?? ""),
      contact: contactEditFromForm(form, lead),
    };
    // Same schema as the server: each field's message appears before any round trip.
    const parsed = editLeadContactSchema.safeParse(input);
    if (!parsed.success) {
      setResult({ status: "error", fieldErrors: fieldErrorsOf(parsed.error) });
      return;
    }
    // The parse above succeeded, so the raw values are this schema's input; the server parses them again.
    submit(input as z.input<typeof editLeadContactSchema>);
  }

  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(result.fieldErrors ?? {}))
    (errors[contactErrorField(key)] ??= []).push(...messages);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit Lead Details</DialogTitle>
        <DialogDescription>
          {platformLabels[lead.platform]} lead{lead.name ? `: ${lead.name}` : ""}
        </DialogDescription>
      </DialogHeader>
      <datalist id={statusListId}>
        {knownLeadStatuses.map((status) => (
          <option key={status} value={status} />
        ))}
      </datalist>
      <FieldSection title="Contact details" {...{ fields, values, idPrefix, errors, statusListId }} />
      <SourceRecord lead={lead} />
      {errors._form ? (
        <p role="alert" className="text-sm text-danger">
          {errors._form.join(" ")}
        </p>
      ) : null}
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

/** One titled group of the form's fields, two columns from the sm breakpoint. */
function FieldSection({
  title,
  fields,
  values,
  idPrefix,
  errors,
  statusListId,
}: {
  title: string;
  fields: readonly LeadFieldDef[];
  values: Record<string, string | undefined>;
  idPrefix: string;
  errors: Record<string, string[]>;
  statusListId: string;
}) {
  const headingId = `${idPrefix}-${title.replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <LeadEditField
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            defaultValue={values[field.name]}
            errors={errors[field.name]}
            statusListId={statusListId}
          />
        ))}
      </div>
    </section>
  );
}
