import type { Metadata } from "next";
import { CheckoutResult } from "@/components/billing/checkout-result";
import "@/app/globals.css";

export const metadata: Metadata = { title: "Payment cancelled" };
// Rendered per request: every page but the landing page carries a per-request CSP nonce (lib/security/headers.ts).
export const dynamic = "force-dynamic";

/** Stripe's return page when checkout is abandoned: nothing was charged and nothing changed. */
export default function BillingCancelPage() {
  return (
    <CheckoutResult ok={false} title="Checkout cancelled">
      <p className="text-muted-foreground">
        Nothing was charged and your plan did not change. You can choose a plan or buy credits again at any
        time.
      </p>
    </CheckoutResult>
  );
}
