import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { planIds, workspaces } from "./accounts";

export const packCodes = ["CREDITS100", "CREDITS1000", "CREDITS10000"] as const;

/** The Stripe customer the app created for a workspace (webhooks find the workspace through it). */
export const billingCustomers = pgTable("billing_customers", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type BillingCustomer = typeof billingCustomers.$inferSelect;
export type NewBillingCustomer = typeof billingCustomers.$inferInsert;

/** The workspace's Stripe subscription as last read from Stripe (one row per subscription). */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    stripeSubscriptionId: text("stripe_subscription_id").primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    plan: varchar("plan", { length: 16, enum: planIds }).notNull(),
    priceId: text("price_id"),
    /** Stripe's status: incomplete, active, past_due, canceled, ... */
    status: varchar("status", { length: 32 }).notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the stored state was read from Stripe (ms): an older read never overwrites a newer one. */
    syncedAtMs: bigint("synced_at_ms", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_subscriptions_workspace_idx").on(t.workspaceId, t.updatedAt.desc())],
);
export type BillingSubscription = typeof billingSubscriptions.$inferSelect;
export type NewBillingSubscription = typeof billingSubscriptions.$inferInsert;

/** Stripe event ids already applied; inserted in the same transaction as the event's effect. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  apiVersion: text("api_version"),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
export type StripeEvent = typeof stripeEvents.$inferSelect;

/** Plan credits granted per paid invoice (the ledger entry's reference is `invoice:<id>`). */
export const billingInvoiceGrants = pgTable(
  "billing_invoice_grants",
  {
    invoiceId: text("invoice_id").primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    stripeSubscriptionId: text("stripe_subscription_id").notNull(),
    plan: varchar("plan", { length: 16, enum: planIds }).notNull(),
    credits: integer("credits").notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_invoice_grants_subscription_idx").on(t.stripeSubscriptionId, t.createdAt.desc())],
);
export type BillingInvoiceGrant = typeof billingInvoiceGrants.$inferSelect;

/** Credit packs bought through Checkout (one row per paid session) and how much of each was refunded. */
export const creditPackPurchases = pgTable(
  "credit_pack_purchases",
  {
    checkoutSessionId: text("checkout_session_id").primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    pack: varchar("pack", { length: 16, enum: packCodes }).notNull(),
    credits: integer("credits").notNull(),
    paymentIntentId: text("payment_intent_id").unique(),
    amountCents: integer("amount_cents").notNull(),
    /** Credits already accounted for by refunds (removed, or already spent and so not removable). */
    refundedCredits: integer("refunded_credits").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credit_pack_purchases_workspace_idx").on(t.workspaceId, t.createdAt.desc())],
);
export type CreditPackPurchase = typeof creditPackPurchases.$inferSelect;
export type NewCreditPackPurchase = typeof creditPackPurchases.$inferInsert;
