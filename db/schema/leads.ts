import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { searchFold } from "../search-fold";
import { customFieldTypes, emailVerificationStatuses, leadListKinds, leadPlatforms } from "./leads-enums";
import type {
  ContactProvenance,
  EmailEntry,
  PhoneEntry,
  PostalAddressParts,
  SocialProfile,
} from "./contact-types";
import { users, workspaces } from "./accounts";
import { projects } from "./projects";

export {
  contactSources,
  customFieldTypes,
  emailVerificationStatuses,
  leadListKinds,
  leadPlatforms,
  phoneTypes,
  type ContactSource,
  type CustomFieldType,
  type EmailVerificationStatus,
  type LeadListKind,
  type LeadPlatform,
  type PhoneType,
} from "./leads-enums";
export type * from "./contact-types";

export const leadLists = pgTable(
  "lead_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    /** Null for a curated list whose leads come from several platforms. */
    platform: varchar("platform", { length: 16, enum: leadPlatforms }),
    kind: varchar("kind", { length: 16, enum: leadListKinds }).notNull(),
    /** Free text in the spec (ACTIVE on creation, DONE, ERROR, PAUSED, ...), stored upper-case. */
    status: varchar("status", { length: 32 }).notNull().default("ACTIVE"),
    scrapeDetails: jsonb("scrape_details").$type<Record<string, unknown>>(),
    /** The project a scrape was started for (/scrape?project={id}); null otherwise. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** Live (not deleted) leads of the list, kept in the same transactions that change them. */
    leadsCount: integer("leads_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_lists_ws_created_idx")
      .on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("lead_lists_ws_platform_name_key")
      .on(t.workspaceId, sql`coalesce(${t.platform}, '')`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type LeadList = typeof leadLists.$inferSelect;
export type NewLeadList = typeof leadLists.$inferInsert;

export const leads = pgTable(
  "leads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** The origin list (the "file"): a scrape run, an import or the sample list. */
    listId: uuid("list_id")
      .notNull()
      .references(() => leadLists.id, { onDelete: "cascade" }),
    platform: varchar("platform", { length: 16, enum: leadPlatforms }).notNull(),
    /** Free text in the spec's edit forms; displayed upper-case. */
    status: varchar("status", { length: 32 }).notNull().default("NEW"),
    name: text("name").notNull().default(""),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    headline: text("headline"),
    location: text("location"),
    address: text("address"),
    url: text("url"),
    /**
     * The contact record (lib/leads/contact/). `email` and `phone` above are the primary email and phone as the
     * source gave them; the scalar columns below are what filters and matching read, with their own indexes.
     */
    firstName: text("first_name"),
    lastName: text("last_name"),
    title: text("title"),
    /** Every email, the primary first (also in `email`), each with its status and source. */
    emails: jsonb("emails").$type<EmailEntry[]>().notNull().default([]),
    emailStatus: varchar("email_status", { length: 16, enum: emailVerificationStatuses }),
    /** Every phone, the primary first; `phone_e164` is the primary's E.164 form when it has one. */
    phones: jsonb("phones").$type<PhoneEntry[]>().notNull().default([]),
    phoneE164: text("phone_e164"),
    website: text("website"),
    /** The registrable domain (public-suffix list) of the website, else of the primary email. */
    domain: text("domain"),
    socials: jsonb("socials").$type<SocialProfile[]>().notNull().default([]),
    addressParts: jsonb("address_parts").$type<PostalAddressParts>(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    timeZone: text("time_zone"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes"),
    /** Values of the workspace's custom fields (lead_custom_fields), by key. */
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    /** Which source gave each contact field, by field name. */
    provenance: jsonb("provenance").$type<ContactProvenance>().notNull().default({}),
    /**
     * 0: the contact fields were never mapped from `data` (rows older than the contact record); the backfill
     * job maps those in batches. Every writer that fills the contact fields sets the current version.
     */
    contactVersion: smallint("contact_version").notNull().default(0),
    /**
     * Duplicate-matching keys (lib/leads/duplicates/match-keys.ts: `e:` email, `p:` E.164 phone, `s:` profile URL,
     * `dc:`/`d:` registrable domain of a company / a person, `a:` name with address), written with the contact
     * fields. Null: never computed (rows older than matching; the match-keys backfill fills them in batches).
     */
    matchKeys: text("match_keys").array(),
    /** The source's own record (the spec's platform JSON), as it came; read-only since the contact record. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** Scraped leads: the source's stable id (a restarted run never saves one twice per list) and the run. */
    externalId: text("external_id"),
    scrapeRunId: uuid("scrape_run_id"),
    scrapedAt: timestamp("scraped_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("leads_ws_scraped_idx")
      .on(t.workspaceId, t.scrapedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index("leads_ws_platform_scraped_idx")
      .on(t.workspaceId, t.platform, t.scrapedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index("leads_ws_updated_idx")
      .on(t.workspaceId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index("leads_list_scraped_idx")
      .on(t.listId, t.scrapedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // btree_gin puts the tenant and platform in the trigram index, so a search only rechecks its own rows.
    // Names are indexed as a search compares them (db/search-fold.ts); migration 0036 also keeps statistics
    // of the folded names and locations, which drizzle cannot declare.
    index("leads_ws_platform_name_trgm_idx")
      .using("gin", t.workspaceId, t.platform, sql`${searchFold(t.name)} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("leads_list_external_id_key")
      .on(t.listId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("leads_scrape_run_idx")
      .on(t.scrapeRunId, t.id)
      .where(sql`${t.scrapeRunId} is not null`),
    index("leads_ws_email_idx")
      .on(t.workspaceId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null and ${t.email} is not null`),
    // Empty once the backfill has run: finding the next batch of rows below the mapping's version
    // (`contactVersion` in lib/leads/contact) stays one index probe.
    index("leads_contact_pending_idx")
      .on(t.id)
      .where(sql`${t.contactVersion} < 2`),
    // Matching probes one key at a time; fastupdate off so a probe never scans a pending list of fresh rows.
    index("leads_match_keys_idx")
      .using("gin", t.matchKeys)
      .with({ fastupdate: false })
      .where(sql`${t.deletedAt} is null`),
    // The match-keys backfill's queue (empty once every row has its keys).
    index("leads_match_pending_idx")
      .on(t.id)
      .where(sql`${t.matchKeys} is null`),
    // Leads table filters at a million leads: tags (array overlap) and location (contains), tenant first.
    index("leads_ws_tags_idx")
      .using("gin", t.workspaceId, t.tags)
      .where(sql`${t.deletedAt} is null`),
    index("leads_ws_location_trgm_idx")
      .using("gin", t.workspaceId, sql`${searchFold(t.location)} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and ${t.location} is not null`),
    // The email check's queue: leads whose primary email has no status yet (empty when all are checked).
    index("leads_email_unchecked_idx")
      .on(t.id)
      .where(sql`${t.emailStatus} = 'unchecked' and ${t.deletedAt} is null`),
  ],
);
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

/** The custom fields a workspace defines for its leads; values live in `leads.custom_fields` under `key`. */
export const leadCustomFields = pgTable(
  "lead_custom_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Stable machine name (`^[a-z][a-z0-9_]*$`): the export column is `custom.<key>`. */
    key: varchar("key", { length: 64 }).notNull(),
    label: text("label").notNull(),
    type: varchar("type", { length: 16, enum: customFieldTypes }).notNull().default("text"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lead_custom_fields_ws_key").on(t.workspaceId, t.key)],
);
export type LeadCustomField = typeof leadCustomFields.$inferSelect;
export type NewLeadCustomField = typeof leadCustomFields.$inferInsert;

/** Members of curated lists: leads stay where they are and may be in any number of lists. */
export const leadListMembers = pgTable(
  "lead_list_members",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => leadLists.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.leadId] }), index("lead_list_members_lead_idx").on(t.leadId)],
);
export type LeadListMember = typeof leadListMembers.$inferSelect;
