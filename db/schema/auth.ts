import { index, integer, pgTable, text, timestamp, uuid, varchar, boolean } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

export const tokenKinds = ["email_verification", "password_reset", "email_change"] as const;

/** One row per signed-in browser; the JWT carries its id (`sid`). Revoking the row ends that session. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    rememberMe: boolean("remember_me").notNull().default(false),
    device: text("device"),
    browser: text("browser"),
    ip: text("ip"),
    location: text("location"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** Single-use tokens (email verification, password reset, email change); only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 32, enum: tokenKinds }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** email_change only: the address that becomes the user's once the link is followed. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_tokens_user_kind_idx").on(t.userId, t.kind)],
);
export type AuthToken = typeof authTokens.$inferSelect;

/** Fixed-window counters kept in the database so limits hold across serverless instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
