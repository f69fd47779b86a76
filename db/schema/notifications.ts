import { boolean, index, pgTable, primaryKey, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users, workspaces } from "./accounts";

export const notificationCategories = ["billing", "campaigns", "leads", "security", "updates"] as const;

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: varchar("category", { length: 16, enum: notificationCategories }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    href: text("href"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.workspaceId, t.userId, t.createdAt.desc()),
    index("notifications_unread_idx")
      .on(t.workspaceId, t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export type NotificationCategory = (typeof notificationCategories)[number];

/**
 * A user's choice per category and channel. No row means both channels on (the spec's default);
 * `last_digest_at` is when that category's last email digest went out (one per 15 minutes at most).
 */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: varchar("category", { length: 16, enum: notificationCategories }).notNull(),
    email: boolean("email").notNull().default(true),
    inApp: boolean("in_app").notNull().default(true),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** A notification waiting for its category's next email digest (the email channel's queue). */
export const notificationEmailItems = pgTable(
  "notification_email_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: varchar("category", { length: 16, enum: notificationCategories }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    href: text("href"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a digest took it; the digest's stored email. */
    digestedAt: timestamp("digested_at", { withTimezone: true }),
    emailId: uuid("email_id"),
  },
  (t) => [
    index("notification_email_items_pending_idx")
      .on(t.userId, t.category, t.createdAt)
      .where(sql`${t.digestedAt} is null`),
  ],
);
