import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";
import { leads } from "./leads";

/** Why two leads look like one (lib/leads/duplicates/reasons.ts labels them). */
export const duplicateReasons = [
  "email",
  "phone",
  "profile",
  "company_domain",
  "domain",
  "name_address",
] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export const duplicateCandidateStatuses = ["open", "merged", "kept"] as const;
export type DuplicateCandidateStatus = (typeof duplicateCandidateStatuses)[number];

/** A pair of leads that may be one, waiting for a person to merge them or keep both (`lead_id` < `other_id`). */
export const leadDuplicateCandidates = pgTable(
  "lead_duplicate_candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    otherId: bigint("other_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 16, enum: duplicateReasons }).notNull(),
    status: varchar("status", { length: 8, enum: duplicateCandidateStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("lead_duplicate_candidates_pair_key").on(t.workspaceId, t.leadId, t.otherId),
    index("lead_duplicate_candidates_open_idx")
      .on(t.workspaceId, t.createdAt.desc())
      .where(sql`${t.status} = 'open'`),
    index("lead_duplicate_candidates_other_idx").on(t.otherId),
  ],
);
export type LeadDuplicateCandidate = typeof leadDuplicateCandidates.$inferSelect;

/**
 * One merge of `loser_id` into `winner_id`: both rows as they were just before (so Undo restores them
 * exactly), the curated lists the loser was in and those its membership moved to the winner. The loser row
 * itself is kept (soft-deleted): its own platform record stays beside the winner's.
 */
export const leadMerges = pgTable(
  "lead_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    winnerId: bigint("winner_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    loserId: bigint("loser_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 16, enum: duplicateReasons }).notNull(),
    /** `import` / `save`: a certain match merged when the lead arrived; `review`: a person chose Merge. */
    origin: varchar("origin", { length: 8, enum: ["import", "save", "review"] }).notNull(),
    winnerBefore: jsonb("winner_before").$type<Record<string, unknown>>().notNull(),
    loserBefore: jsonb("loser_before").$type<Record<string, unknown>>().notNull(),
    loserListIds: uuid("loser_list_ids").array().notNull(),
    movedListIds: uuid("moved_list_ids").array().notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_merges_ws_created_idx").on(t.workspaceId, t.createdAt.desc()),
    index("lead_merges_winner_idx").on(t.winnerId),
    index("lead_merges_loser_idx").on(t.loserId),
  ],
);
export type LeadMerge = typeof leadMerges.$inferSelect;
