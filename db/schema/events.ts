import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Append-only audit log: who did what, in which workspace. */
export const appEvents = pgTable(
  "app_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    workspaceId: uuid("workspace_id"),
    userId: uuid("user_id"),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("app_events_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()),
    index("app_events_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);
export type AppEvent = typeof appEvents.$inferSelect;
export type NewAppEvent = typeof appEvents.$inferInsert;
