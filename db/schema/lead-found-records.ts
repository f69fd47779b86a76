import { bigint, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { workspaces } from "./accounts";
import { leadPlatforms } from "./leads-enums";
import { leads } from "./leads";

/**
 * What a source found for a lead that already existed (Find contacts reads a lead's website), kept as it
 * came beside the lead's own record: the contact fields took what was new, this keeps the whole answer.
 * One per lead per run, so a run that reads a site again after its worker died keeps it once.
 */
export const leadFoundRecords = pgTable(
  "lead_found_records",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    platform: varchar("platform", { length: 16, enum: leadPlatforms }).notNull(),
    /** The run that found it (like `leads.scrape_run_id`, no foreign key: a run's row may be deleted before its finds). */
    scrapeRunId: uuid("scrape_run_id").notNull(),
    record: jsonb("record").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_found_records_lead_run_key").on(t.leadId, t.scrapeRunId),
    index("lead_found_records_ws_lead_idx").on(t.workspaceId, t.leadId, t.createdAt),
  ],
);
