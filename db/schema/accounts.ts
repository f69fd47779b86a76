import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";

export const userStatuses = ["active", "disabled"] as const;
export const workspaceRoles = ["owner", "admin", "member"] as const;
export const planIds = ["FREE", "PRO", "ENTERPRISE"] as const;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored lower-cased and trimmed; unique through the index below. */
    email: text("email").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    avatarUrl: text("avatar_url"),
    status: varchar("status", { length: 16, enum: userStatuses }).notNull().default("active"),
    referralCode: varchar("referral_code", { length: 16 }).notNull(),
    referredByUserId: uuid("referred_by_user_id"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    previousLoginAt: timestamp("previous_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_referral_code_key").on(t.referralCode),
    index("users_referred_by_idx")
      .on(t.referredByUserId)
      .where(sql`${t.referredByUserId} is not null`),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  plan: varchar("plan", { length: 16, enum: planIds }).notNull().default("FREE"),
  timezone: text("timezone").notNull().default("UTC"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type Workspace = typeof workspaces.$inferSelect;
export type NewWorkspace = typeof workspaces.$inferInsert;

export const memberships = pgTable(
  "memberships",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 16, enum: workspaceRoles }).notNull().default("member"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index("memberships_user_idx").on(t.userId)],
);
export type Membership = typeof memberships.$inferSelect;
export type WorkspaceRole = Membership["role"];
