"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { type ActionResult, GENERIC_FAILURE } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";

/**
 * A button in the campaign detail that opens a small form in its place (Change schedule, Edit message).
 * Opening moves the focus to the form's first field and closing brings it back to the button; saving shows
 * the server's field errors in the form, or its message as a toast, and refreshes the detail on success.
 */
export function useInlineEdit<Field extends HTMLElement>() {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [pending, startTransition] = useTransition();
  const toggle = useRef<HTMLButtonElement>(null);
  const firstField = useRef<Field>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    if (editing) firstField.current?.focus();
    else toggle.current?.focus();
  }, [editing]);

  const setOpen = (open: boolean) => {
    moved.current = true;
    setErrors({});
    setEditing(open);
  };

  /** `saved` runs on success, before the refreshed detail arrives. */
  const save = (send: () => Promise<ActionResult<unknown>>, done: string, saved?: () => void) =>
    startTransition(async () => {
      const result = await settleAction(send);
      if (result.status !== "success") {
        setErrors(result.fieldErrors ?? {});
        if (!result.fieldErrors) toastError(result.message ?? GENERIC_FAILURE);
        return;
      }
      toastSuccess(result.message ?? done);
      saved?.();
      setOpen(false);
      router.refresh();
    });

  return { editing, setOpen, errors, pending, save, toggle, firstField };
}
