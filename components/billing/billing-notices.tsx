import { BILLING_NOT_CONFIGURED } from "@/lib/billing/stripe";

/** What limits this screen: an unconfigured server, or a role that may only look. */
export function BillingNotices({ configured, canChange }: { configured: boolean; canChange: boolean }) {
  if (configured && canChange) return null;
  return (
    <div
      role="note"
      className="grid gap-1 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
    >
      {configured ? null : (
        <p>
          {BILLING_NOT_CONFIGURED} Plans and credits are shown from the catalog and your ledger.
          {canChange
            ? " To take payments, set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and the STRIPE_PRICE_ variables on the server (npm run stripe:setup prints them)."
            : " Upgrades and credit packs are not available here."}
        </p>
      )}
      {canChange ? null : (
        <p>
          Only the workspace owner can see invoices and the card on file, change the plan, buy credits or
          manage payment.
        </p>
      )}
    </div>
  );
}
