"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useOnline } from "@/components/ui/use-online";
import type { MessagePreview } from "@/lib/campaigns/preview";
import type { ActionResult } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";

/**
 * The live preview of a message being written: read 300 ms after the input last changed, and only the
 * latest answer is shown (a slow early answer never replaces a later one). A null input reads nothing;
 * `clear` forgets the preview (and any answer still on its way).
 */
export function useMessagePreview<Input extends object>(
  input: Input | null,
  read: (prev: undefined, input: Input) => Promise<ActionResult<MessagePreview>>,
) {
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [previewing, startPreview] = useTransition();
  const latest = useRef(0);
  // The input by value: a new object with the same fields reads nothing again.
  const key = input === null ? null : JSON.stringify(input);
  // Offline the last preview stays; the text is read again once the browser is back online.
  const online = useOnline();
  useEffect(() => {
    if (key === null || !online) return;
    const timer = window.setTimeout(() => {
      const call = ++latest.current;
      startPreview(async () => {
        const result = await settleAction(() => read(undefined, JSON.parse(key) as Input), "");
        if (call === latest.current && result.status === "success" && result.data) setPreview(result.data);
      });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [key, read, online]);
  const clear = () => {
    latest.current++;
    setPreview(null);
  };
  return { preview, previewing, clear };
}
