import { can } from "@/lib/auth/permissions";
import type { SessionContext } from "@/lib/auth/session";
import { isBillingConfigured } from "@/lib/billing/stripe";
import { BillingNotices } from "./billing-notices";
import { StripeSections } from "./stripe-sections";

/** Settings, Billing tab: the payment method (Update, Manage) and the last 10 invoices, for the owner only. */
export function SettingsBillingTab({ session }: { session: SessionContext }) {
  const canChange = can(session.role, "billing:write");
  return (
    <div className="grid gap-6">
      <BillingNotices configured={isBillingConfigured()} canChange={canChange} />
      {can(session.role, "billing:read") ? (
        <StripeSections
          workspaceId={session.workspace.id}
          canManage={canChange}
          invoiceLimit={10}
          invoiceTitle="Invoice history"
        />
      ) : null}
    </div>
  );
}
