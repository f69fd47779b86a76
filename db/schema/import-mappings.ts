import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

/** One column of a saved mapping: the header and what it becomes (lib/leads/import/mapping/fields.ts). */
export type SavedMappingColumn = { header: string; target: string };

/**
 * Column mappings a workspace saved on the upload's mapping step, offered again for a file with the same
 * header set (`header_key`: the headers trimmed, lower-cased, in order, hashed).
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 80 }).notNull(),
    headerKey: text("header_key").notNull(),
    columns: jsonb("columns").$type<SavedMappingColumn[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("import_mappings_ws_name_key").on(t.workspaceId, sql`lower(${t.name})`),
    index("import_mappings_ws_header_idx").on(t.workspaceId, t.headerKey, t.updatedAt.desc()),
  ],
);
