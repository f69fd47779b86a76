import { index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

export const activityActions = [
  "scrape.started",
  "scrape.finished",
  "scrape.failed",
  "import.finished",
  "lead_list.created",
  "campaign.sent",
  "campaign.changed",
  "member.invited",
  "member.joined",
  "member.left",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** Who did what in a workspace, and when, for the dashboard's recent activity (newest first). */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    action: varchar("action", { length: 32, enum: activityActions }).notNull(),
    /** What the entry says about its object ("Dentists in Lisbon", "ana@example.com"). */
    subject: text("subject").notNull(),
    href: text("href"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_log_workspace_created_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc())],
);
export type ActivityEntry = typeof activityLog.$inferSelect;
