import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { LeadFieldDef } from "./lead-edit-fields";

export type LeadEditFieldProps = {
  field: LeadFieldDef;
  idPrefix: string;
  defaultValue: string | undefined;
  errors?: string[];
  statusListId: string;
};

/** One input of Edit Lead's contact form: a line, a box of lines, or the status with its suggestions. */
export function LeadEditField({ field, idPrefix, defaultValue, errors, statusListId }: LeadEditFieldProps) {
  return (
    <Field
      label={field.label}
      htmlFor={`${idPrefix}-${field.name}`}
      required={field.required}
      hint={field.hint}
      errors={errors}
      className={cn(field.wide && "sm:col-span-2")}
    >
      {field.kind === "textarea" ? (
        <Textarea name={field.name} defaultValue={defaultValue ?? ""} rows={4} />
      ) : (
        <Input
          name={field.name}
          type={field.kind === "url" ? "url" : "text"}
          defaultValue={defaultValue ?? ""}
          list={field.kind === "status" ? statusListId : undefined}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
