/** The named fields of a form as a plain object; an unchecked checkbox becomes false (FormData omits it). */
export function formDataToFields(
  form: FormData,
  fields: readonly { name: string; kind: string }[],
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = form.get(field.name);
    out[field.name] = field.kind === "checkbox" ? value === "on" : typeof value === "string" ? value : "";
  }
  return out;
}
