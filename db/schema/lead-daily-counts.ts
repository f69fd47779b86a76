import { date, integer, pgTable, primaryKey, uuid, varchar } from "drizzle-orm/pg-core";
import { workspaces } from "./accounts";
import { leadPlatforms } from "./leads-enums";

/**
 * Leads added per workspace, UTC day (of `scraped_at`) and source: the dashboard's chart reads 30 x 6
 * rows of this instead of grouping a month of leads per request. A statement-level trigger on `leads`
 * (migration 0027) adds every inserted row, whichever path inserted it (scrapes, imports by COPY,
 * seeds). A lead deleted later stays counted on the day it was added.
 */
export const leadDailyCounts = pgTable(
  "lead_daily_counts",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    platform: varchar("platform", { length: 16, enum: leadPlatforms }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day, t.platform] })],
);
