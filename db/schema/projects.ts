import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";
import { analysisStatuses, pricingRanges } from "./projects-enums";

export { analysisStatuses, pricingRanges, type AnalysisStatus, type PricingRange } from "./projects-enums";

/** What the project-analysis job writes (spec part 2 section 3: insights, recommendations, targetKeywords). */
export type ProjectAnalysis = {
  insights: string[];
  recommendations: Array<{
    id: string;
    platform: string;
    icon: string;
    category: string;
    description: string;
    criteria: string[];
    recommend: boolean;
    reason?: string;
  }>;
  targetKeywords: string[];
  source: "model" | "built-in" | "fallback";
};

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** One of the form's industries, or the free text given with Other. */
    industry: text("industry").notNull(),
    pricingRange: varchar("pricing_range", { length: 32, enum: pricingRanges }),
    targetAudience: text("target_audience"),
    notes: text("notes"),
    aiAnalysis: jsonb("ai_analysis").$type<ProjectAnalysis>(),
    analysisStatus: varchar("analysis_status", { length: 16, enum: analysisStatuses })
      .notNull()
      .default("analysing"),
    analysisError: text("analysis_error"),
    /** Bumped on every queue of the analysis: a job carrying an older token does not overwrite a newer one. */
    analysisToken: uuid("analysis_token").notNull().defaultRandom(),
    analysedAt: timestamp("analysed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("projects_ws_created_idx")
      .on(t.workspaceId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;

export const projectAnalysisRunStatuses = ["queued", "running", "done", "failed"] as const;

/**
 * One queued analysis of a project, the row its `project-analysis` job claims (lib/jobs/row-job.ts).
 * Its id is the project's `analysis_token` when it was queued, so only the newest one writes the result.
 */
export const projectAnalysisRuns = pgTable(
  "project_analysis_runs",
  {
    id: uuid("id").primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 16, enum: projectAnalysisRunStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_analysis_runs_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("project_analysis_runs_project_idx").on(t.projectId),
  ],
);
