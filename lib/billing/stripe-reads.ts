import "server-only";
import type Stripe from "stripe";
import { logger } from "@/lib/logger";
import { getBillingCustomerId } from "./queries";
import { getStripe } from "./stripe";
import { idOf } from "./subscription-sync";

export type InvoiceView = {
  id: string;
  number: string | null;
  created: string;
  source: "subscription" | "credits";
  amount_cents: number;
  currency: string;
  status: string;
  description: string;
  url: string | null;
};

export type PaymentMethodView = {
  brand: "visa" | "mastercard" | "amex" | "other";
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
};

function invoiceView(invoice: Stripe.Invoice): InvoiceView {
  const subscription = invoice.parent?.type === "subscription_details";
  return {
    id: invoice.id ?? "",
    number: invoice.number,
    created: new Date(invoice.created * 1000).toISOString(),
    source: subscription ? "subscription" : "credits",
    amount_cents: invoice.amount_paid || invoice.total,
    currency: invoice.currency || "usd",
    status: invoice.status ?? "paid",
    description: invoice.description ?? invoice.lines.data[0]?.description ?? "Payment",
    url: invoice.hosted_invoice_url ?? null,
  };
}

/** The workspace's latest invoices from Stripe; failures are silent (spec part 3 section 8). */
export async function listInvoices({
  workspaceId,
  limit,
}: {
  workspaceId: string;
  limit: number;
}): Promise<InvoiceView[]> {
  const stripe = getStripe();
  const customer = stripe && (await getBillingCustomerId({ workspaceId }));
  if (!stripe || !customer) return [];
  try {
    const page = await stripe.invoices.list({ customer, limit });
    return page.data.filter((i) => i.status !== "draft").map(invoiceView);
  } catch (error) {
    logger.warn("billing", "could not list invoices", error);
    return [];
  }
}

const brands = new Set(["visa", "mastercard", "amex"]);

/** The customer's card: the default one when set, else the first attached. Null when none or on failure. */
export async function getPaymentMethod({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<PaymentMethodView | null> {
  const stripe = getStripe();
  const customerId = stripe && (await getBillingCustomerId({ workspaceId }));
  if (!stripe || !customerId) return null;
  try {
    const [customer, methods] = await Promise.all([
      stripe.customers.retrieve(customerId),
      stripe.paymentMethods.list({ customer: customerId, type: "card", limit: 10 }),
    ]);
    const defaultId = customer.deleted ? undefined : idOf(customer.invoice_settings?.default_payment_method);
    const method = methods.data.find((m) => m.id === defaultId) ?? methods.data[0];
    if (!method?.card) return null;
    return {
      brand: (brands.has(method.card.brand) ? method.card.brand : "other") as PaymentMethodView["brand"],
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      isDefault: method.id === defaultId || methods.data.length === 1,
    };
  } catch (error) {
    logger.warn("billing", "could not read the payment method", error);
    return null;
  }
}
