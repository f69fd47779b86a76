import type { z } from "zod";

export const INVALID_INPUT = "Please correct the highlighted fields.";

/** Every issue, keyed by its dotted path ("_form" for the root), so a form can show all of them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
