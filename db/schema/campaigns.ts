import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";
import { leadLists } from "./leads";

export const campaignChannels = ["email"] as const;
export const campaignStatuses = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "sent",
  "partially_failed",
  "failed",
  "cancelled",
] as const;
export const deliveryStatuses = ["queued", "sending", "sent", "failed", "skipped", "unknown"] as const;
export const deliverySkipReasons = [
  "no_address",
  "invalid_address",
  "duplicate",
  "suppressed",
  "risky_address",
  "cancelled",
  "replied",
] as const;
export const deliveryEventKinds = [
  "delivered",
  "opened",
  "clicked",
  "bounced",
  "complained",
  "unsubscribed",
  "replied",
] as const;
export const suppressionReasons = ["unsubscribed", "hard_bounce", "complaint", "manual"] as const;

/**
 * An outreach campaign. Its figures are counters kept in the transactions that change deliveries and
 * events, so a screen reads one row instead of counting deliveries.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** The list it targets; null when it targets an explicit selection of leads (`lead_ids`). */
    listId: uuid("list_id").references(() => leadLists.id, { onDelete: "set null" }),
    leadIds: bigint("lead_ids", { mode: "number" }).array(),
    status: varchar("status", { length: 20, enum: campaignStatuses }).notNull().default("draft"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** The workspace's time zone when the campaign was saved: the daily limit's day is a day there. */
    timeZone: text("time_zone").notNull().default("UTC"),
    delaySeconds: integer("delay_seconds").notNull().default(300),
    dailyLimit: integer("daily_limit").notNull().default(100),
    excludeRisky: boolean("exclude_risky").notNull().default(false),
    senderIdentityId: uuid("sender_identity_id").references(() => sendingIdentities.id, {
      onDelete: "set null",
    }),
    /**
     * The creating request's key (the wizard's, or an API caller's Idempotency-Key): the same key creates
     * one campaign however often it arrives.
     */
    creationKey: uuid("creation_key"),
    /** Why nothing is being sent right now ("daily limit reached; resumes ..."), for the screen. */
    waitingReason: text("waiting_reason"),
    /** Expansion's progress: the last lead id expanded (expansion runs in batches and resumes after a crash). */
    expansionCursor: bigint("expansion_cursor", { mode: "number" }),
    expandedAt: timestamp("expanded_at", { withTimezone: true }),
    error: text("error"),
    recipientsCount: integer("recipients_count").notNull().default(0),
    queuedCount: integer("queued_count").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    unknownCount: integer("unknown_count").notNull().default(0),
    opensCount: integer("opens_count").notNull().default(0),
    clicksCount: integer("clicks_count").notNull().default(0),
    repliesCount: integer("replies_count").notNull().default(0),
    bouncesCount: integer("bounces_count").notNull().default(0),
    deliveredCount: integer("delivered_count").notNull().default(0),
    complaintsCount: integer("complaints_count").notNull().default(0),
    unsubscribesCount: integer("unsubscribes_count").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_ws_created_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("campaigns_creation_key_idx")
      .on(t.workspaceId, t.creationKey)
      .where(sql`${t.creationKey} is not null`),
    index("campaigns_active_idx")
      .on(t.status, t.scheduledFor)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
  ],
);
export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignStatus = Campaign["status"];

/** One step of a campaign (one today; follow-ups add more), with its channel and template. */
export const campaignSteps = pgTable(
  "campaign_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    channel: varchar("channel", { length: 16, enum: campaignChannels }).notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
  },
  (t) => [uniqueIndex("campaign_steps_campaign_position_key").on(t.campaignId, t.position)],
);
export type CampaignStep = typeof campaignSteps.$inferSelect;

/**
 * Who sends: an email sender today, a connected account next. Pace belongs here, not to the campaign:
 * `next_send_at` is the delay between messages across every campaign and worker using it.
 */
export const sendingIdentities = pgTable(
  "sending_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    channel: varchar("channel", { length: 16, enum: campaignChannels }).notNull(),
    /** The sender's address (email) or account id. */
    address: text("address").notNull(),
    nextSendAt: timestamp("next_send_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sending_identities_ws_channel_address_key").on(t.workspaceId, t.channel, t.address)],
);
export type SendingIdentity = typeof sendingIdentities.$inferSelect;

/**
 * Messages an identity has been granted on one day (in the campaign's time zone). Only ever changed by a
 * conditional update (`... where sent < limit`), so concurrent workers never pass the limit.
 */
export const sendingIdentityDays = pgTable(
  "sending_identity_days",
  {
    identityId: uuid("identity_id")
      .notNull()
      .references(() => sendingIdentities.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sent: integer("sent").notNull().default(0),
    /** What the last reservation granted (set in the same update, since RETURNING sees only new values). */
    lastGrant: integer("last_grant").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.day] })],
);

/** One recipient at one step: the row is the job (claimed, sent once with its id as the idempotency key). */
export const campaignDeliveries = pgTable(
  "campaign_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    stepId: uuid("step_id")
      .notNull()
      .references(() => campaignSteps.id, { onDelete: "cascade" }),
    /** The lead at expansion; null once the lead is deleted (the delivery stays for the figures). */
    leadId: bigint("lead_id", { mode: "number" }),
    /** The address as expanded (lower-cased for email), null when the lead had none. */
    address: text("address"),
    /** Recipient order within the campaign. */
    position: integer("position").notNull(),
    status: varchar("status", { length: 16, enum: deliveryStatuses }).notNull().default("queued"),
    skipReason: varchar("skip_reason", { length: 24, enum: deliverySkipReasons }),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** The provider call this delivery went out in: its idempotency key, and when it was first made. */
    batchKey: text("batch_key"),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    error: text("error"),
    lastEvent: varchar("last_event", { length: 16, enum: deliveryEventKinds }),
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("campaign_deliveries_step_lead_key").on(t.stepId, t.leadId),
    index("campaign_deliveries_campaign_position_idx").on(t.campaignId, t.position),
    index("campaign_deliveries_campaign_address_idx")
      .on(t.campaignId, t.address)
      .where(sql`${t.status} <> 'skipped'`),
    index("campaign_deliveries_due_idx")
      .on(t.campaignId, t.position)
      .where(sql`${t.status} = 'queued'`),
    index("campaign_deliveries_sending_idx")
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'sending'`),
    index("campaign_deliveries_batch_idx")
      .on(t.batchKey)
      .where(sql`${t.batchKey} is not null`),
    uniqueIndex("campaign_deliveries_provider_message_key")
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);
export type CampaignDelivery = typeof campaignDeliveries.$inferSelect;
export type DeliveryStatus = CampaignDelivery["status"];
export type DeliverySkipReason = NonNullable<CampaignDelivery["skipReason"]>;

/**
 * What happened to a sent message, once per delivery and kind: repeated opens (mail privacy proxies load
 * every image, often several times) and repeated clicks count once, as unique opens and clicks.
 */
export const deliveryEvents = pgTable(
  "delivery_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => campaignDeliveries.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16, enum: deliveryEventKinds }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("delivery_events_once_key").on(t.deliveryId, t.kind),
    index("delivery_events_campaign_time_idx").on(t.campaignId, t.occurredAt),
  ],
);
export type DeliveryEvent = typeof deliveryEvents.$inferSelect;
export type DeliveryEventKind = DeliveryEvent["kind"];

/**
 * One campaign's figures on one day (a day in the campaign's time zone), moved in the same statements as
 * its counters: the 30-day charts read at most a row per campaign and day, never the deliveries.
 */
export const campaignDailyStats = pgTable(
  "campaign_daily_stats",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    delivered: integer("delivered").notNull().default(0),
    opened: integer("opened").notNull().default(0),
    clicked: integer("clicked").notNull().default(0),
    bounced: integer("bounced").notNull().default(0),
    complained: integer("complained").notNull().default(0),
    unsubscribed: integer("unsubscribed").notNull().default(0),
    replied: integer("replied").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day] }),
    index("campaign_daily_stats_ws_day_idx").on(t.workspaceId, t.day),
  ],
);

/** Addresses a workspace must never message again; read at expansion and again at send time. */
export const suppressions = pgTable(
  "suppressions",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    address: text("address").notNull(),
    reason: varchar("reason", { length: 16, enum: suppressionReasons }).notNull(),
    /** The delivery (or person) that caused it. */
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.address] })],
);
export type Suppression = typeof suppressions.$inferSelect;
