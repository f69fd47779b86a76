"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toastError, toastSuccess } from "@/lib/toast";
import type { IntegrationActions, ReturnParams } from "./types";

/**
 * The browser's return from Unipile's wizard: posts the query (`status`, `account_id`, our `state`) to
 * the server once, which fetches the account from Unipile and saves it; shows the outcome; clears the URL.
 */
export function ConnectReturn({
  params,
  complete,
}: {
  params: ReturnParams;
  complete: IntegrationActions["complete"];
}) {
  const router = useRouter();
  const sent = useRef(false);
  const [message, setMessage] = useState("Finishing the connection…");

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void complete(undefined, params)
      .then((result) => {
        const text =
          result.message ??
          (result.status === "success" ? "Connected." : "Failed to save integration connection");
        setMessage(text);
        if (result.status === "success") toastSuccess(text, { duration: 4000 });
        else toastError(text);
      })
      .catch(() => {
        setMessage("Failed to save integration connection");
        toastError("Failed to save integration connection");
      })
      .finally(() => {
        router.replace("/integrations");
        router.refresh();
      });
  }, [complete, params, router]);

  return (
    <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
      {message}
    </p>
  );
}
