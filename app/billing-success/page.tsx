import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutResult } from "@/components/billing/checkout-result";
import { renewalLabel } from "@/components/billing/format";
import { formatDate } from "@/lib/format/dates";
import { StatusBadge } from "@/components/billing/status-badge";
import { SuccessRedirect } from "@/components/billing/success-redirect";
import { buttonVariants } from "@/components/ui/button";
import { can } from "@/lib/auth/permissions";
import { getSessionContext } from "@/lib/auth/session";
import { syncCheckoutSession, type SessionSummary } from "@/lib/billing/sync-session";
import { syncSessionSchema } from "@/lib/billing/validations";
import { firstParam, type SearchParams } from "@/lib/server/search-params";
import "@/app/globals.css";

export const metadata: Metadata = { title: "Payment received" };
// Rendered per request: every page but the landing page carries a per-request CSP nonce (lib/security/headers.ts).
export const dynamic = "force-dynamic";

/** Stripe's return page: syncs the Checkout Session on the server, then shows plan, status and period end. */
export default async function BillingSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await getSessionContext();
  if (!session) {
    return (
      <CheckoutResult
        ok={false}
        title="Please sign in first"
        action={
          <Link href="/signin" className={buttonVariants({ size: "lg" })}>
            Sign In
          </Link>
        }
      >
        <p className="text-muted-foreground">Sign in to see your plan and credits.</p>
      </CheckoutResult>
    );
  }
  if (!can(session.role, "billing:write")) {
    return (
      <CheckoutResult ok title="Payment received">
        <p className="text-muted-foreground">
          Only the workspace owner can see this payment. The plan and credits update as soon as Stripe
          confirms it.
        </p>
      </CheckoutResult>
    );
  }
  const parsed = syncSessionSchema.safeParse({ sessionId: firstParam((await searchParams).session_id) });
  let summary: SessionSummary | undefined;
  if (parsed.success)
    summary = await syncCheckoutSession({
      workspaceId: session.workspace.id,
      sessionId: parsed.data.sessionId,
    }).catch(() => undefined);
  if (!summary) {
    return (
      <CheckoutResult ok={false} title="Failed to load subscription">
        <p className="text-muted-foreground">
          Your payment may still be processing. Your plan and credits update as soon as Stripe confirms it.
        </p>
      </CheckoutResult>
    );
  }
  return (
    <CheckoutResult ok title="Thank you for your payment">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-medium" data-testid="success-plan">
          {summary.planName}
        </dd>
        {summary.packCredits ? (
          <>
            <dt className="text-muted-foreground">Credits added</dt>
            <dd className="font-medium">{summary.packCredits.toLocaleString("en-US")}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <StatusBadge status={summary.status === "paid" ? "active" : summary.status} />
        </dd>
        {summary.currentPeriodEnd ? (
          <>
            <dt className="text-muted-foreground">
              {renewalLabel({ isFree: summary.planCode === "FREE", cancelAtPeriodEnd: false })}
            </dt>
            <dd data-testid="success-period-end">
              {formatDate(summary.currentPeriodEnd, session.workspace.timeZone)}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-muted-foreground" role="status">
        Taking you to your subscription…
      </p>
      <SuccessRedirect />
    </CheckoutResult>
  );
}
