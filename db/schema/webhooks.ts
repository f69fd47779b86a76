import { pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";

export const webhookProviders = ["stripe", "resend", "twilio", "unipile"] as const;

/**
 * Every signed provider callback applied, by the provider's own event id (Stripe's `evt_...`, Svix's
 * `msg_...` for Resend). The row is written in the transaction that applies the event, so a second
 * delivery of the same event (a retry, a replay, a concurrent duplicate) finds it and does nothing.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: varchar("provider", { length: 16, enum: webhookProviders }).notNull(),
    eventId: varchar("event_id", { length: 255 }).notNull(),
    type: text("type"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
export type WebhookEvent = typeof webhookEvents.$inferSelect;
export type WebhookProvider = (typeof webhookProviders)[number];
