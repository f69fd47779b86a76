import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/**
 * Object builders for the fake Stripe, in the shapes API version 2026-10-28.endive renders (written
 * from the SDK's declarations: the subscription under invoice.parent.subscription_details, periods on
 * subscription items, the price under lines.data[].pricing.price_details). Only the fields the app
 * and the SDK read are filled.
 */
export type Json = Record<string, unknown>;

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
export const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

export type FakePrice = { id: string; unitAmount: number; recurring: boolean; product: string };

export function priceObject(price: FakePrice): Json {
  return {
    id: price.id,
    object: "price",
    active: true,
    currency: "usd",
    product: price.product,
    type: price.recurring ? "recurring" : "one_time",
    recurring: price.recurring ? { interval: "month", interval_count: 1, usage_type: "licensed" } : null,
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
    metadata: {},
  };
}

export function subscriptionObject(input: {
  customer: string;
  price: FakePrice;
  metadata: Json;
  status: string;
  periodStart: number;
}): Json {
  const periodEnd = input.periodStart + 30 * DAY;
  return {
    id: id("sub"),
    object: "subscription",
    customer: input.customer,
    status: input.status,
    metadata: input.metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: input.periodStart,
    start_date: input.periodStart,
    billing_mode: { type: "flexible" },
    latest_invoice: null,
    livemode: false,
    items: {
      object: "list",
      has_more: false,
      url: "/v1/subscription_items",
      data: [
        {
          id: id("si"),
          object: "subscription_item",
          price: priceObject(input.price),
          quantity: 1,
          current_period_start: input.periodStart,
          current_period_end: periodEnd,
          metadata: {},
        },
      ],
    },
  };
}

export function invoiceObject(input: {
  customer: string;
  price: FakePrice;
  subscription?: { id: string; metadata: Json; itemId: string; periodStart: number; periodEnd: number };
  billingReason: string;
  status: "paid" | "open";
  description?: string;
  base: string;
}): Json {
  const invoiceId = id("in");
  const created = now();
  const sub = input.subscription;
  const paid = input.status === "paid";
  return {
    id: invoiceId,
    object: "invoice",
    customer: input.customer,
    number: `FAKE-${randomBytes(3).toString("hex").toUpperCase()}`,
    created,
    currency: "usd",
    status: input.status,
    billing_reason: input.billingReason,
    description: input.description ?? null,
    amount_due: input.price.unitAmount,
    amount_paid: paid ? input.price.unitAmount : 0,
    amount_remaining: paid ? 0 : input.price.unitAmount,
    total: input.price.unitAmount,
    attempt_count: 1,
    next_payment_attempt: paid ? null : created + 3 * DAY,
    hosted_invoice_url: `${input.base}/i/${invoiceId}`,
    period_start: sub ? sub.periodStart : created,
    period_end: sub ? sub.periodStart : created,
    status_transitions: { paid_at: paid ? created : null, finalized_at: created },
    parent: sub
      ? {
          type: "subscription_details",
          quote_details: null,
          subscription_details: { subscription: sub.id, metadata: sub.metadata },
        }
      : null,
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${invoiceId}/lines`,
      data: [
        {
          id: id("il"),
          object: "line_item",
          amount: input.price.unitAmount,
          currency: "usd",
          description: input.description ?? "1 × CRM Pro",
          period: { start: sub ? sub.periodStart : created, end: sub ? sub.periodEnd : created },
          pricing: {
            type: "price_details",
            price_details: { price: input.price.id, product: input.price.product },
            unit_amount_decimal: String(input.price.unitAmount),
          },
          parent: sub
            ? {
                type: "subscription_item_details",
                subscription_item_details: {
                  subscription: sub.id,
                  subscription_item: sub.itemId,
                  proration: false,
                },
              }
            : null,
          quantity: 1,
        },
      ],
    },
  };
}

export function chargeObject(input: { customer: string; paymentIntent: string; amount: number }): Json {
  return {
    id: id("ch"),
    object: "charge",
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    refunded: false,
    captured: true,
    paid: true,
    status: "succeeded",
    currency: "usd",
    customer: input.customer,
    payment_intent: input.paymentIntent,
    metadata: {},
    created: now(),
  };
}

export function cardObject(customer: string): Json {
  return {
    id: id("pm"),
    object: "payment_method",
    type: "card",
    customer,
    card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030, funding: "credit", country: "US" },
    created: now(),
    metadata: {},
  };
}

/** An event envelope as a webhook endpoint on the SDK's API version receives it. */
export function eventObject(type: string, object: Json, previousAttributes?: Json): Json {
  return {
    id: id("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The Stripe-Signature header for a payload, made with the SDK's own test helper. */
export function signPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}
