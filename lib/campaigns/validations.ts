import { z } from "zod";
import { campaignChannels } from "@/db/schema/campaigns";
import { unknownTemplateFields } from "./template";

export const campaignMessages = {
  nameRequired: "Campaign name is required",
  listRequired: "Please select a lead list",
  templateRequired: "Message template is required",
  subjectRequired: "Subject is required",
  dateRequired: "Please choose a date and time",
  dateInPast: "The scheduled date cannot be before today",
  unknownField: (field: string) => `Unknown field {{${field}}} in the template`,
  createFailed: "Failed to create campaign. Please try again.",
  nobodyToReach: "None of these leads has an email address this campaign can send to.",
  creationKeyInvalid: "The Idempotency-Key must be a UUID.",
} as const;

/** Earlier than a minute ago (the minute is the time a form takes to submit). */
export function isPast(moment: Date): boolean {
  return moment.getTime() < Date.now() - 60_000;
}

const templateText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max)
    .superRefine((value, ctx) => {
      for (const field of unknownTemplateFields(value)) {
        ctx.addIssue({ code: "custom", message: campaignMessages.unknownField(field) });
      }
    });

/** A campaign's message: what the wizard writes and what Edit message changes before the campaign starts. */
export const campaignMessageFields = {
  subject: templateText(campaignMessages.subjectRequired, 300),
  body: templateText(campaignMessages.templateRequired, 50_000),
};

/**
 * A new campaign: a list or an explicit selection of leads, one email step, now or at a time. The
 * delay is 0 to 60 minutes for email (other channels, next, at least 1), the daily limit 1 to 10,000.
 */
export const createCampaignSchema = z
  .object({
    name: z
      .string({ error: campaignMessages.nameRequired })
      .trim()
      .min(1, campaignMessages.nameRequired)
      .max(200),
    listId: z.uuid().optional().nullable(),
    leadIds: z.array(z.coerce.number().int().positive()).max(100_000).optional(),
    channel: z.enum(campaignChannels).default("email"),
    ...campaignMessageFields,
    scheduleType: z.enum(["now", "later"]).default("now"),
    scheduledFor: z.coerce.date().optional().nullable(),
    delayMinutes: z.coerce.number().int().min(0).max(60).default(5),
    dailyLimit: z.coerce.number().int().min(1).max(10_000).default(100),
    excludeRisky: z.boolean().default(false),
    /** The same key twice is one campaign: a double click, a retried request or a second tab. */
    creationKey: z.uuid({ error: campaignMessages.creationKeyInvalid }).optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.listId && !input.leadIds?.length) {
      ctx.addIssue({ code: "custom", path: ["listId"], message: campaignMessages.listRequired });
    }
    if (input.scheduleType === "later") {
      if (!input.scheduledFor)
        ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: campaignMessages.dateRequired });
      else if (isPast(input.scheduledFor)) {
        ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: campaignMessages.dateInPast });
      }
    }
  });
export type CreateCampaignInput = z.output<typeof createCampaignSchema>;

export const campaignActionSchema = z.object({
  campaignId: z.uuid(),
  action: z.enum(["pause", "resume", "cancel"]),
});

/** The spec's REST body (snake_case, `message_template`, `status` scheduled with `scheduled_for`) as our input. */
export function restCampaignInput(body: Record<string, unknown>): Record<string, unknown> {
  const scheduled =
    body.status === "scheduled" || (body.scheduled_for !== undefined && body.scheduled_for !== null);
  return {
    name: body.name,
    listId: body.list_id ?? body.listId,
    leadIds: body.lead_ids ?? body.leadIds,
    channel: body.channel,
    subject: body.subject ?? body.name,
    body: body.message_template ?? body.body,
    scheduleType: scheduled ? "later" : "now",
    scheduledFor: body.scheduled_for ?? body.scheduledFor ?? undefined,
    delayMinutes: body.delay_minutes ?? body.delayMinutes,
    dailyLimit: body.daily_limit ?? body.dailyLimit,
    excludeRisky: body.exclude_risky ?? body.excludeRisky,
  };
}
