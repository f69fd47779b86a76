import { Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { getPaymentMethod, listInvoices } from "@/lib/billing/stripe-reads";
import { InvoiceList } from "./invoice-list";
import { PaymentMethodCard } from "./payment-method-card";

async function PaymentMethodSection({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  return <PaymentMethodCard method={await getPaymentMethod({ workspaceId })} canManage={canManage} />;
}

async function InvoicesSection({
  workspaceId,
  limit,
  title,
}: {
  workspaceId: string;
  limit: number;
  title?: string;
}) {
  return <InvoiceList invoices={await listInvoices({ workspaceId, limit })} title={title} />;
}

const loading = (label: string) => (
  <div role="status" aria-label={label} className="grid gap-2 rounded-lg border border-border p-6">
    <Skeleton className="h-5 w-40" />
    <Skeleton className="h-4 w-full" />
    <Skeleton className="h-4 w-2/3" />
  </div>
);

/** The Stripe-backed cards stream in on their own, so a slow Stripe never holds the page. */
export function StripeSections({
  workspaceId,
  canManage,
  invoiceLimit,
  invoiceTitle,
}: {
  workspaceId: string;
  canManage: boolean;
  invoiceLimit: number;
  invoiceTitle?: string;
}) {
  return (
    <>
      <Suspense fallback={loading("Loading payment method")}>
        <PaymentMethodSection workspaceId={workspaceId} canManage={canManage} />
      </Suspense>
      <Suspense fallback={loading("Loading invoices")}>
        <InvoicesSection workspaceId={workspaceId} limit={invoiceLimit} title={invoiceTitle} />
      </Suspense>
    </>
  );
}
