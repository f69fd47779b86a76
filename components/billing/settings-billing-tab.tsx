import { can } from "@/lib/auth/permissions";
import type { SessionContext } from "@/lib/auth/session";
import { billingAccess } from "@/lib/billing/overview";
import { BillingNotices } from "./billing-notices";
import { StripeSections } from "./stripe-sections";

/** Settings, Billing tab: the payment method (Update, Manage) and the last 10 invoices, for the owner only. */
export function SettingsBillingTab({ session }: { session: SessionContext }) {
  const { canChange, configured } = billingAccess(session.role);
  return (
    <div className="grid gap-6">
      <BillingNotices configured={configured} canChange={canChange} />
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
