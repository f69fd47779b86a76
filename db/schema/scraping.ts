import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";
import { leadLists } from "./leads";
import { type ScrapeRunProgress, scrapingPlatformIds } from "./scraping-enums";

export const scrapeRunStatuses = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type ScrapeRunStatus = (typeof scrapeRunStatuses)[number];

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

/** One scrape: its input, where its leads go, its live progress and its credits (reserved at start, settled once). */
export const scrapeRuns = pgTable(
  "scrape_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Where its leads go; null for a Find contacts run, which fills leads where they are. */
    listId: uuid("list_id").references(() => leadLists.id, { onDelete: "cascade" }),
    /** The project the run was started for (/scrape?project=); no foreign key so projects stay their own area. */
    projectId: uuid("project_id"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    platform: varchar("platform", { length: 16, enum: scrapingPlatformIds }).notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull().default({}),
    status: varchar("status", { length: 16, enum: scrapeRunStatuses }).notNull().default("queued"),
    progress: jsonb("progress").$type<ScrapeRunProgress>().notNull().default({}),
    savedCount: integer("saved_count").notNull().default(0),
    estimate: integer("estimate").notNull(),
    creditsPerLead: numeric("credits_per_lead", { precision: 8, scale: 2, mode: "number" }).notNull(),
    creditsReserved: numeric("credits_reserved", { precision: 14, scale: 2, mode: "number" }).notNull(),
    /** Set once, when the run settles (charge the saved leads, release the rest). */
    creditsCharged: numeric("credits_charged", { precision: 14, scale: 2, mode: "number" }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    errorMessage: text("error_message"),
    /** The provider's resume state (a cursor, the units done). */
    checkpoint: jsonb("checkpoint").$type<unknown>(),
    uploadId: uuid("upload_id"),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    /** When the run was given one of its workspace's scrape slots and its job was queued; null while it waits its turn. */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    /** Claims of the run by its jobs so far, the attempt working it now (`<job id>/<attempt>`) and its last sign of life (lib/jobs/row-job.ts). */
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("scrape_runs_ws_created_idx").on(t.workspaceId, t.createdAt.desc()),
    index("scrape_runs_list_idx").on(t.listId),
    index("scrape_runs_open_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("scrape_runs_ws_open_idx")
      .on(t.workspaceId, t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
export type ScrapeRun = typeof scrapeRuns.$inferSelect;
export type NewScrapeRun = typeof scrapeRuns.$inferInsert;

/** An uploaded image for OCR, kept in the database so any worker can read it after a restart. */
export const scrapeUploads = pgTable(
  "scrape_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("scrape_uploads_ws_idx").on(t.workspaceId)],
);
export type ScrapeUpload = typeof scrapeUploads.$inferSelect;
