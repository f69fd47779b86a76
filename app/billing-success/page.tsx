import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Payment received" };
// Rendered per request: every page but the landing page carries a per-request CSP nonce (lib/security/headers.ts).
export const dynamic = "force-dynamic";

/** Stripe's return page after checkout. The plan and credits change when Stripe's webhook arrives, not here. */
export default function BillingSuccessPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
      <h1 className="text-2xl font-bold">Thank you for your payment</h1>
      <p className="text-muted-foreground">
        Your payment was received. Your plan and credits update as soon as the payment is confirmed, usually
        within a minute.
      </p>
      <Link href="/billing" className={buttonVariants({ size: "lg" })}>
        Go to Billing
      </Link>
    </main>
  );
}
