"use client";

import { startTransition, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/server/field-errors";
import { formDataToObject } from "@/lib/server/form-data";

/**
 * Runs the server's schema in the browser before a form submits: invalid input never leaves the page,
 * and every field error shows at once. The server parses again regardless. Dispatching the action
 * by hand (instead of through the form's `action`) keeps what the user typed when the server says no.
 */
export function useValidatedForm(
  schema: z.ZodType,
  formAction: (payload: FormData) => void,
  serverErrors: Record<string, string[]> | undefined,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const parsed = schema.safeParse(formDataToObject(formData));
    if (!parsed.success) {
      setClientErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setClientErrors(null);
    startTransition(() => formAction(formData));
  }

  const errors = clientErrors ?? serverErrors ?? {};
  return { onSubmit, errorsFor: (name: string) => errors[name] };
}
