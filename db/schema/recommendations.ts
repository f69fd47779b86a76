import { index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

/** One AI recommendation analysis a workspace ran (the /ai-recommendation landing variant shows until the first). */
export const recommendationRuns = pgTable(
  "recommendation_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    source: varchar("source", { length: 16, enum: ["model", "built-in", "fallback"] }).notNull(),
    topPlatform: text("top_platform"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recommendation_runs_ws_idx").on(t.workspaceId, t.createdAt.desc())],
);
export type RecommendationRun = typeof recommendationRuns.$inferSelect;
