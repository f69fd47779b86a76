import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

/** The messaging providers Unipile connects for us (spec part 3, section 3 adds TELEGRAM). */
export const integrationProviders = ["LINKEDIN", "WHATSAPP", "INSTAGRAM", "TELEGRAM"] as const;
/** Ours: CONNECTED until the user disconnects; DISCONNECTED may be reconnected (the spec's DISCONNECT). */
export const connectionStatuses = ["CONNECTED", "DISCONNECTED"] as const;
/** Unipile's account status (sources[].status and the account-status webhook's message). */
export const providerAccountStatuses = [
  "OK",
  "CONNECTING",
  "CREDENTIALS",
  "PERMISSIONS",
  "ERROR",
  "STOPPED",
  "DELETED",
  "UNKNOWN",
] as const;
export const linkAttemptKinds = ["create", "reconnect"] as const;

/** One connected messaging account per provider per workspace. */
export const integrationConnections = pgTable(
  "integration_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 16, enum: integrationProviders }).notNull(),
    /** Unipile's account id; one Unipile account belongs to one workspace. */
    accountId: text("account_id").notNull(),
    accountName: text("account_name").notNull(),
    status: varchar("status", { length: 16, enum: connectionStatuses }).notNull().default("CONNECTED"),
    providerStatus: varchar("provider_status", { length: 16, enum: providerAccountStatuses })
      .notNull()
      .default("OK"),
    connectedByUserId: uuid("connected_by_user_id").references(() => users.id, { onDelete: "set null" }),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("integration_connections_workspace_provider_idx").on(t.workspaceId, t.provider),
    uniqueIndex("integration_connections_account_idx").on(t.accountId),
  ],
);
export type IntegrationConnection = typeof integrationConnections.$inferSelect;
export type NewIntegrationConnection = typeof integrationConnections.$inferInsert;

/**
 * One hosted-auth link handed out: the signed `name` sent to Unipile names this row. It is consumed by
 * the first account it saves; the return and the notify for that same account are idempotent, any other
 * account presented with it is a replay and is refused.
 */
export const integrationLinkAttempts = pgTable(
  "integration_link_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 16, enum: integrationProviders }).notNull(),
    kind: varchar("kind", { length: 16, enum: linkAttemptKinds }).notNull(),
    reconnectAccountId: text("reconnect_account_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    accountId: text("account_id"),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("integration_link_attempts_workspace_idx").on(t.workspaceId, t.createdAt)],
);
export type IntegrationLinkAttempt = typeof integrationLinkAttempts.$inferSelect;
export type NewIntegrationLinkAttempt = typeof integrationLinkAttempts.$inferInsert;
