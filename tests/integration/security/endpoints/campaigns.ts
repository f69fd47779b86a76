/** Campaigns: the spec's campaign calls (part 3 section 7), detail and pause/resume/cancel, unsubscribe and Resend's webhook. */
import { randomUUID } from "node:crypto";
import { createCampaign } from "@/lib/campaigns/lifecycle";
import { createCampaignSchema } from "@/lib/campaigns/validations";
import type { Fixtures } from "../support/fixtures";
import type { ActionSpec, RouteSpec } from "../support/spec";

const campaignIds = new Map<string, string>();
const scheduledIds = new Map<string, string>();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** One campaign in each of A and B, kept by workspace in `ids` (A's is the one the requests name). */
async function oneCampaignEach(f: Fixtures, ids: Map<string, string>, overrides: Record<string, unknown>) {
  for (const t of [f.a, f.b]) {
    const input = createCampaignSchema.parse({
      name: `Campaign ${t.marker}`,
      listId: t.listId,
      subject: "Hi",
      body: "Hello {{firstName}}",
      ...overrides,
    });
    const campaign = await createCampaign({ workspaceId: t.workspaceId, userId: t.owner.userId, input });
    ids.set(t.workspaceId, campaign.id);
  }
}

/** A campaign sending now in each workspace. */
const prepare = (f: Fixtures) => oneCampaignEach(f, campaignIds, {});
/** A campaign scheduled for tomorrow in each workspace, for Change schedule and Edit message. */
const prepareScheduled = (f: Fixtures) =>
  oneCampaignEach(f, scheduledIds, { scheduleType: "later", scheduledFor: inDays(1) });

const campaignOf = (f: Fixtures) => campaignIds.get(f.a.workspaceId) ?? randomUUID();
/** A new time for A's scheduled campaign: two days on is after today in any workspace's time zone. */
const newScheduleFor = (f: Fixtures) => ({
  campaignId: scheduledIds.get(f.a.workspaceId) ?? randomUUID(),
  scheduledDate: inDays(2).toISOString().slice(0, 10),
  scheduledTime: "10:00",
});
/** A new message for A's scheduled campaign, for Edit message and its preview. */
const newMessageFor = (f: Fixtures) => ({
  campaignId: scheduledIds.get(f.a.workspaceId) ?? randomUUID(),
  subject: "Still {{firstName|there}}?",
  body: "Hello again {{firstName}}",
});

/** The REST form of a change the screen's action makes: the campaign in the path, the rest as the body. */
const changeRequest = <Input extends { campaignId: string }>(
  what: "message" | "schedule",
  { campaignId, ...body }: Input,
) => ({
  path: `/api/campaigns/${campaignId}/${what}`,
  params: { id: campaignId },
  body,
});

export const campaignsRoutes: Record<string, RouteSpec> = {
  "GET /api/campaigns/user/[userId]": {
    access: { kind: "session", permission: "campaigns:read" },
    request: (f, self) => ({ path: `/api/campaigns/user/${self.userId}`, params: { userId: self.userId } }),
    mayChange: [],
    foreign: "not_found",
    prepare,
  },
  "POST /api/campaigns": {
    access: { kind: "session", permission: "campaigns:write" },
    request: (f, self) => ({
      path: "/api/campaigns",
      body: {
        user_id: self.userId,
        list_id: f.a.listId,
        name: "Spring",
        channel: "email",
        message_template: "Hi {{firstName|there}}",
        status: "sent",
        scheduled_for: null,
      },
    }),
    mayChange: ["campaigns", "campaign_steps", "sending_identities"],
    foreign: "not_found",
    fuzz: true,
  },
  "GET /api/campaigns/[id]": {
    access: { kind: "session", permission: "campaigns:read" },
    request: (f) => ({ path: `/api/campaigns/${campaignOf(f)}`, params: { id: campaignOf(f) } }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
    prepare,
  },
  "POST /api/campaigns/[id]/status": {
    access: { kind: "session", permission: "campaigns:write" },
    request: (f) => ({
      path: `/api/campaigns/${campaignOf(f)}/status`,
      params: { id: campaignOf(f) },
      body: { action: "pause" },
    }),
    mayChange: ["campaigns", "notifications", "notification_email_items"],
    foreign: "not_found",
    fuzz: true,
    prepare,
  },
  "PUT /api/campaigns/[id]/message": {
    access: { kind: "session", permission: "campaigns:write" },
    request: (f) => changeRequest("message", newMessageFor(f)),
    mayChange: ["campaigns", "campaign_steps", "notifications", "notification_email_items", "activity_log"],
    foreign: "not_found",
    fuzz: true,
    prepare: prepareScheduled,
  },
  "PUT /api/campaigns/[id]/schedule": {
    access: { kind: "session", permission: "campaigns:write" },
    request: (f) => changeRequest("schedule", newScheduleFor(f)),
    mayChange: ["campaigns", "notifications", "notification_email_items", "activity_log"],
    foreign: "not_found",
    fuzz: true,
    prepare: prepareScheduled,
  },
  "POST /api/unsubscribe/[token]": {
    access: {
      kind: "public",
      reason: "the link in a campaign email: no session; the HMAC-signed token names one delivery",
    },
    request: () => {
      const token = `${randomUUID()}.forged`;
      return {
        path: `/api/unsubscribe/${token}`,
        params: { token },
        body: { "List-Unsubscribe": "One-Click" },
      };
    },
    mayChange: [],
    csrfExempt:
      "mail clients post RFC 8058 one-click unsubscribes without an Origin; the signed token authenticates it",
  },
  "POST /api/webhooks/resend": {
    access: {
      kind: "public",
      reason: "Resend webhook: no session, every delivery is checked with the Svix signature",
    },
    request: () => ({
      path: "/api/webhooks/resend",
      body: { type: "email.opened", created_at: new Date().toISOString(), data: { email_id: randomUUID() } },
    }),
    mayChange: [],
    csrfExempt: "Svix's servers post without an Origin; the svix-signature HMAC authenticates every delivery",
  },
};

const campaignsUi = "app/(workspace)/campaigns/actions.ts";

export const campaignsActions: Record<string, ActionSpec> = {
  [`${campaignsUi}#createCampaignAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: (f) => ({
      name: "Spring",
      listId: f.a.listId,
      channel: "email",
      subject: "Hello {{firstName|there}}",
      body: "Hi {{firstName|there}}",
      scheduleType: "now",
    }),
    mayChange: ["campaigns", "campaign_steps", "sending_identities"],
    foreign: "not_found",
    fuzz: true,
  },
  [`${campaignsUi}#listWizardListsAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: () => ({}),
    mayChange: [],
    foreign: "own-workspace",
  },
  [`${campaignsUi}#previewCampaignMessageAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: (f) => ({ listId: f.a.listId, subject: "Hello {{firstName|there}}", body: "Hi {{name}}" }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  [`${campaignsUi}#campaignReachAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: (f) => ({ listId: f.a.listId, excludeRisky: true }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  [`${campaignsUi}#changeCampaignStatusAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: (f) => ({ campaignId: campaignOf(f), action: "pause" }),
    mayChange: ["campaigns", "notifications", "notification_email_items"],
    foreign: "not_found",
    fuzz: true,
    prepare,
  },
  [`${campaignsUi}#rescheduleCampaignAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: newScheduleFor,
    mayChange: ["campaigns", "notifications", "notification_email_items", "activity_log"],
    foreign: "not_found",
    fuzz: true,
    prepare: prepareScheduled,
  },
  [`${campaignsUi}#previewEditedMessageAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: newMessageFor,
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
    prepare: prepareScheduled,
  },
  [`${campaignsUi}#editCampaignMessageAction`]: {
    access: { kind: "session", permission: "campaigns:write" },
    input: newMessageFor,
    mayChange: ["campaigns", "campaign_steps", "notifications", "notification_email_items", "activity_log"],
    foreign: "not_found",
    fuzz: true,
    prepare: prepareScheduled,
  },
};
