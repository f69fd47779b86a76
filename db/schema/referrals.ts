import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const referralStatuses = ["pending", "completed"] as const;

/**
 * One referred account. `email_key` is the referred address normalised (case, dots and +tags of
 * Gmail-style addresses), unique: a second account of the same person is never a second referral.
 * `referred_user_id` is unique too, so a reward can only ever be granted once per referred account.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerUserId: uuid("referrer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredUserId: uuid("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    referredEmail: text("referred_email").notNull(),
    emailKey: text("email_key").notNull(),
    status: varchar("status", { length: 16, enum: referralStatuses }).notNull().default("pending"),
    earnings: integer("earnings").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("referrals_email_key").on(t.emailKey),
    uniqueIndex("referrals_referred_user_key")
      .on(t.referredUserId)
      .where(sql`${t.referredUserId} is not null`),
    index("referrals_referrer_created_idx").on(t.referrerUserId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type Referral = typeof referrals.$inferSelect;
