import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { workspaces } from "./accounts";

export const creditKinds = ["grant", "purchase", "referral", "reservation", "charge", "refund"] as const;

/** The credits ledger: the balance is the sum of `amount` (reservations and charges are negative). */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16, enum: creditKinds }).notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    /** Makes each grant, purchase or charge idempotent, e.g. `plan:FREE:2026-11`. */
    reference: text("reference").notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_transactions_reference_key").on(t.workspaceId, t.reference),
    index("credit_transactions_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()),
  ],
);
export type CreditTransaction = typeof creditTransactions.$inferSelect;
export type NewCreditTransaction = typeof creditTransactions.$inferInsert;
