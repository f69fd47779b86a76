"use client";

import { useEffect, useRef } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/lib/toast";

/** The ten recovery codes, shown this once: each signs in one time when the phone is not at hand. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toastSuccess("Recovery codes copied.");
    } catch {
      toastError("Could not copy. Select the codes and copy them by hand.");
    }
  }

  return (
    <div className="grid gap-3">
      <FormAlert tone="success">
        <p ref={headingRef} tabIndex={-1} className="font-medium outline-none">
          Two-factor authentication is on. Save these recovery codes now: they are shown only once.
        </p>
        <p>Each one signs you in once if you lose your phone.</p>
      </FormAlert>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-1 rounded-md bg-muted p-3 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
