import { CircleX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Payment cancelled" };
// Rendered per request: every page but the landing page carries a per-request CSP nonce (lib/security/headers.ts).
export const dynamic = "force-dynamic";

/** Stripe's return page when checkout is abandoned: nothing was charged and nothing changed. */
export default function BillingCancelPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <CircleX aria-hidden="true" className="size-12 text-slate-600" />
      <h1 className="text-2xl font-bold">Payment cancelled</h1>
      <p className="text-muted-foreground">
        You were not charged and your plan did not change. You can choose a plan again at any time.
      </p>
      <Link href="/billing" className={buttonVariants({ size: "lg" })}>
        Back to Billing
      </Link>
    </main>
  );
}
