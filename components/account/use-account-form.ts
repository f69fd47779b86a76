"use client";

import { useActionState, useEffect, useMemo, useRef } from "react";
import type { z } from "zod";
import { guardedAction, type FormAction } from "@/components/auth/form-action";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import type { ActionResult } from "@/lib/server/action-result";
import { CONNECTION_LOST } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";

/**
 * One account form: the schema checks in the browser first, the action answers with the one result
 * shape, one toast per answer, and focus moves to the first field in error (or the form is reset on
 * success when asked, so passwords do not linger).
 */
export function useAccountForm<T>(
  action: FormAction<T>,
  schema: z.ZodType,
  options: { fallback: string; resetOnSuccess?: boolean; onSuccess?: (result: ActionResult<T>) => void },
) {
  const { fallback, resetOnSuccess, onSuccess } = options;
  const guarded = useMemo(
    () => guardedAction(action, { network: CONNECTION_LOST, fallback }),
    [action, fallback],
  );
  const [state, formAction, pending] = useActionState(guarded, { status: "idle" } as ActionResult<T>);
  const { onSubmit, errorsFor } = useValidatedForm(schema, formAction, state.fieldErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef(onSuccess);
  useEffect(() => {
    successRef.current = onSuccess;
  });

  useEffect(() => {
    if (state.status === "success") {
      if (state.message) toastSuccess(state.message);
      if (resetOnSuccess) formRef.current?.reset();
      successRef.current?.(state);
    } else if (state.status === "error" && state.message && !state.fieldErrors) {
      toastError(state.message);
    }
  }, [state, resetOnSuccess]);

  function focusFirstError() {
    // After React has rendered the errors: aria-invalid is set on the fields Field wires up.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
    );
  }

  useEffect(() => {
    if (state.status === "error" && state.fieldErrors) focusFirstError();
  }, [state]);

  return {
    state,
    pending,
    formRef,
    errorsFor,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      onSubmit(event);
      focusFirstError();
    },
  };
}
