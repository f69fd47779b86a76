"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { requestBillingUrl } from "./billing-request";

const PORTAL_FAILED = "Unable to open payment portal. Please try again later.";

/** Update shows the spec's advice; Manage opens the Stripe Customer Portal in a new tab. */
export function ManageButtons({ canManage }: { canManage: boolean }) {
  const [advice, setAdvice] = useState(false);
  const [pending, setPending] = useState(false);

  async function openPortal() {
    setPending(true);
    // Opened before the request so the browser counts it as the click's own window (no popup block).
    const tab = window.open("", "_blank");
    const url = await requestBillingUrl(
      "/api/billing/customer-portal",
      { method: "GET" },
      { failed: PORTAL_FAILED, network: PORTAL_FAILED },
    );
    setPending(false);
    if (!url) return tab?.close();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      toast.error(PORTAL_FAILED);
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          aria-expanded={advice}
          aria-controls="update-advice"
          onClick={() => setAdvice((v) => !v)}
        >
          Update
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={openPortal}
          loading={pending}
          disabled={!canManage}
        >
          Manage
        </Button>
      </div>
      {advice ? (
        <p id="update-advice" role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          To use a different card, subscribe to a new plan or open Manage to change it in the customer portal.
          If you need help, contact support.
        </p>
      ) : null}
    </div>
  );
}
