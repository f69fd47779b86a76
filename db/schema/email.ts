import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

export const emailStatuses = ["queued", "sent", "failed"] as const;

/**
 * Every email the product sends. The row is written first (inside the caller's transaction), then an
 * `email` job claims and delivers it through the configured provider or the dev outbox. The id doubles
 * as the provider idempotency key, so a retried job never sends twice.
 */
export const emails = pgTable(
  "emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: varchar("template", { length: 64 }).notNull(),
    /** Extra message headers sent as they are (a digest's RFC 8058 `List-Unsubscribe`). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: varchar("status", { length: 16, enum: emailStatuses }).notNull().default("queued"),
    provider: varchar("provider", { length: 16 }),
    providerMessageId: text("provider_message_id"),
    attempts: integer("attempts").notNull().default(0),
    /** The job attempt delivering it now (`<job id>/<attempt>`), and its last sign of life (lib/jobs/row-job.ts). */
    claimedBy: text("claimed_by"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("emails_status_created_idx").on(t.status, t.createdAt),
    index("emails_to_created_idx").on(t.toAddress, t.createdAt.desc()),
  ],
);
export type Email = typeof emails.$inferSelect;
export type NewEmail = typeof emails.$inferInsert;
