import { index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

export const dataExportStatuses = ["queued", "running", "ready", "failed"] as const;

/** "Export my data": one zip of everything the workspace owns, built by the data-export job. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    requestedByUserId: uuid("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    status: varchar("status", { length: 16, enum: dataExportStatuses }).notNull().default("queued"),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("data_exports_workspace_idx").on(t.workspaceId, t.createdAt.desc())],
);
export type DataExport = typeof dataExports.$inferSelect;
