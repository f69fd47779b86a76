import "server-only";
import { z } from "zod";
import { reachOf, type RecipientReach } from "./reach";
import { upcomingInstant } from "./schedule-time";
import { type MessagePreview, renderPreview } from "./preview";
import { campaignMessages, createCampaignSchema, type CreateCampaignInput } from "./validations";
import { wizardDate, wizardTime } from "./wizard-draft";

/**
 * What the wizard sends. The engine's schema (`createCampaignSchema`) judges the campaign itself (unknown
 * fields, a time in the past); this one reads the wizard's own shape: a wall-clock date and time in the
 * workspace's time zone, and the Leads page's selection as comma-separated ids.
 */
export const wizardSchema = z
  .object({
    name: z.string().trim().max(200).default(""),
    listId: z.string().trim().max(64).default(""),
    leadIds: z
      .string()
      .trim()
      .max(1_200_000)
      .regex(/^(\d{1,18}(,\d{1,18})*)?$/, "Invalid lead selection")
      .default(""),
    // Any name: the engine accepts only the channels that send today (email) and refuses the rest.
    channel: z.string().trim().min(1, "Please choose a channel").max(16),
    subject: z.string().max(300).default(""),
    body: z.string().max(50_000).default(""),
    excludeRisky: z.boolean().default(false),
    scheduleType: z.enum(["now", "later"]).default("now"),
    scheduledDate: z.string().trim().max(10).default(""),
    scheduledTime: z.string().trim().max(5).default(""),
    delayMinutes: z.coerce.number().default(5),
    dailyLimit: z.coerce.number().default(100),
    creationKey: z.string().trim().max(64).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.scheduleType !== "later") return;
    if (!wizardDate.test(input.scheduledDate))
      ctx.addIssue({ code: "custom", path: ["scheduledDate"], message: campaignMessages.dateRequired });
    if (!wizardTime.test(input.scheduledTime))
      ctx.addIssue({ code: "custom", path: ["scheduledTime"], message: campaignMessages.dateRequired });
  });

const leadIdList = (ids: string) => (ids ? ids.split(",").map(Number) : undefined);

/**
 * The wizard's answers as the engine's campaign input: the date and time read in the workspace's time zone
 * and refused when already past there, then the engine's own rules (required fields, unknown template
 * fields). Field errors are keyed by the wizard's fields.
 */
export function wizardToCampaignInput(
  input: z.output<typeof wizardSchema>,
  timeZone: string,
  now = new Date(),
): { ok: true; input: CreateCampaignInput } | { ok: false; fieldErrors: Record<string, string[]> } {
  const later = input.scheduleType === "later";
  const scheduledFor = later
    ? upcomingInstant(input.scheduledDate, input.scheduledTime, timeZone, now)
    : undefined;
  if (scheduledFor === null)
    return { ok: false, fieldErrors: { scheduledDate: [campaignMessages.dateInPast] } };
  const parsed = createCampaignSchema.safeParse({
    name: input.name,
    listId: input.listId || undefined,
    leadIds: input.listId ? undefined : leadIdList(input.leadIds),
    channel: input.channel,
    subject: input.subject,
    body: input.body,
    excludeRisky: input.excludeRisky,
    scheduleType: input.scheduleType,
    scheduledFor,
    delayMinutes: input.delayMinutes,
    dailyLimit: input.dailyLimit,
    creationKey: input.creationKey,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_form").replace("scheduledFor", "scheduledDate");
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors };
}

export const previewSchema = z.object({
  listId: z.union([z.uuid(), z.literal("")]).default(""),
  leadIds: z
    .string()
    .trim()
    .max(1_200_000)
    .regex(/^(\d{1,18}(,\d{1,18})*)?$/)
    .default(""),
  subject: z.string().max(300).default(""),
  body: z.string().max(50_000).default(""),
});

/** The message as one real recipient of the list or selection will read it. */
export async function previewMessage({
  workspaceId,
  input,
}: {
  workspaceId: string;
  input: z.output<typeof previewSchema>;
}): Promise<MessagePreview> {
  return renderPreview({
    workspaceId,
    target: { listId: input.listId || undefined, leadIds: leadIdList(input.leadIds) },
    subject: input.subject,
    body: input.body,
  });
}

export const reachSchema = previewSchema.pick({ listId: true, leadIds: true }).extend({
  excludeRisky: z.boolean().default(false),
});

export type WizardReach = RecipientReach & {
  /** Why the campaign cannot be sent to these leads, or null. */
  refusal: string | null;
};

/** How many of the list's or selection's leads the email reaches; none is a refusal the wizard shows. */
export async function wizardReach({
  workspaceId,
  input,
}: {
  workspaceId: string;
  input: z.output<typeof reachSchema>;
}): Promise<WizardReach> {
  const reach = await reachOf({
    workspaceId,
    listId: input.listId || undefined,
    leadIds: leadIdList(input.leadIds),
    excludeRisky: input.excludeRisky,
  });
  return { ...reach, refusal: reach.reachable === 0 ? campaignMessages.nobodyToReach : null };
}
