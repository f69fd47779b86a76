"use client";

import { toast } from "sonner";

const SIGN_IN_FIRST = "Please sign in first";

type Answer = { success?: boolean; message?: string; data?: { url?: string } };

/**
 * Calls a billing route and returns the URL it answered with, or null after telling the user why not
 * (spec part 3 section 8: the server's message, else the generic one).
 */
export async function requestBillingUrl(
  path: string,
  init: { method: "GET" | "POST"; body?: Record<string, unknown> },
  messages: { failed: string; network: string },
): Promise<string | null> {
  let answer: Answer;
  let ok: boolean;
  let signedOut = false;
  try {
    const response = await fetch(path, {
      method: init.method,
      headers: init.body
        ? { "content-type": "application/json", "idempotency-key": crypto.randomUUID() }
        : undefined,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    ok = response.ok;
    signedOut = response.status === 401;
    answer = (await response.json().catch(() => ({}))) as Answer;
  } catch {
    toast.error(messages.network);
    return null;
  }
  if (signedOut) {
    // Spec part 3 section 5: checkout (and the other billing calls) need a signed-in user.
    toast.error(SIGN_IN_FIRST);
    return null;
  }
  if (!ok || answer.success === false) {
    toast.error(answer.message ?? messages.failed);
    return null;
  }
  if (!answer.data?.url) {
    toast.error("No checkout URL returned");
    return null;
  }
  return answer.data.url;
}

/** Starts a Stripe Checkout (plan or pack) and sends the browser there. */
export async function goToCheckout(path: string, body: Record<string, unknown>): Promise<boolean> {
  const url = await requestBillingUrl(
    path,
    { method: "POST", body },
    { failed: "Checkout failed", network: "Failed to start checkout" },
  );
  if (!url) return false;
  window.location.assign(url);
  return true;
}
