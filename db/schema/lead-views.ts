import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

/** The Leads table's columns as one user ordered and picked them in one workspace (ids of lib/leads/table-columns.ts). */
export const leadTablePreferences = pgTable(
  "lead_table_preferences",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    columns: text("columns").array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

/** A saved view of the Leads table: its columns and its filters (the URL query), per user per workspace. */
export const leadViews = pgTable(
  "lead_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    columns: text("columns").array().notNull(),
    query: text("query").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_views_ws_user_name_key").on(t.workspaceId, t.userId, sql`lower(${t.name})`),
    index("lead_views_ws_user_idx").on(t.workspaceId, t.userId, t.name),
  ],
);
