import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { LeadFieldDef } from "./lead-edit-fields";

export type LeadEditFieldProps = {
  field: LeadFieldDef;
  idPrefix: string;
  defaultValue: string | boolean | undefined;
  errors?: string[];
  statusListId: string;
};

const inputTypes = {
  text: "text",
  url: "url",
  email: "email",
  tel: "tel",
  number: "number",
  status: "text",
} as const;

export function LeadEditField({ field, idPrefix, defaultValue, errors, statusListId }: LeadEditFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  if (field.kind === "checkbox") {
    return (
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          defaultChecked={defaultValue === true}
          className="focus-ring size-4 rounded-sm border-input accent-primary"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
      </div>
    );
  }
  const value = typeof defaultValue === "string" ? defaultValue : "";
  return (
    <Field
      label={field.label}
      htmlFor={id}
      required={field.required}
      hint={field.hint}
      errors={errors}
      className={cn(field.wide && "sm:col-span-2")}
    >
      {field.kind === "textarea" || field.kind === "json" ? (
        <Textarea
          name={field.name}
          defaultValue={value}
          rows={field.kind === "json" ? 14 : 4}
          spellCheck={field.kind !== "json"}
          className={cn(field.kind === "json" && "font-mono text-xs sm:text-xs")}
        />
      ) : (
        <Input
          name={field.name}
          type={inputTypes[field.kind]}
          defaultValue={value}
          step={field.step}
          min={field.kind === "number" ? 0 : undefined}
          list={field.kind === "status" ? statusListId : undefined}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
