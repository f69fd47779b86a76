import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db";
import { campaigns } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { formatWhen } from "@/lib/format/dates";
import { type CampaignActor, tellCampaignChanged } from "./notify";
import { refuseChange } from "./refuse-change";
import { upcomingInstant } from "./schedule-time";
import { campaignMessages } from "./validations";
import { wizardTime } from "./wizard-draft";

/** A new wall-clock date and time for a campaign, in the workspace's time zone, as the wizard takes them. */
export const rescheduleSchema = z.object({
  campaignId: z.uuid(),
  scheduledDate: z.iso.date({ error: campaignMessages.dateRequired }),
  scheduledTime: z.string().trim().regex(wizardTime, campaignMessages.dateRequired),
});

/** What the screen's toast and the API's answer say once a campaign has moved. */
export const rescheduledMessage = (at: Date, timeZone: string) =>
  `Campaign rescheduled for ${formatWhen(at, timeZone)}.`;

const inPast = () =>
  new AppError("bad_request", campaignMessages.dateInPast, {
    fieldErrors: { scheduledDate: [campaignMessages.dateInPast] },
  });

/**
 * Moves a campaign that has not started (scheduled, or paused before its time) to another date and time;
 * the minute tick starts it then. The update is conditional, so a campaign that starts meanwhile keeps
 * its start and the move is refused. Another workspace's campaign is not found. The creator hears of a move
 * someone else made.
 */
export async function rescheduleCampaign({
  workspaceId,
  campaignId,
  scheduledDate,
  scheduledTime,
  timeZone,
  actor,
  now = new Date(),
}: z.output<typeof rescheduleSchema> & {
  workspaceId: string;
  timeZone: string;
  actor: CampaignActor;
  now?: Date;
}): Promise<Date> {
  const at = upcomingInstant(scheduledDate, scheduledTime, timeZone, now);
  if (!at) throw inPast();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(campaigns)
      .set({ scheduledFor: at, updatedAt: sql`now()` })
      .where(
        and(
          eq(campaigns.id, campaignId),
          eq(campaigns.workspaceId, workspaceId),
          inArray(campaigns.status, ["scheduled", "paused"]),
          isNull(campaigns.startedAt),
        ),
      )
      .returning({ name: campaigns.name, createdByUserId: campaigns.createdByUserId });
    if (moved) {
      const campaign = { id: campaignId, workspaceId, ...moved };
      await tellCampaignChanged(tx, campaign, actor, `moved it to ${formatWhen(at, timeZone)}`);
      return at;
    }
    return refuseChange(
      tx,
      { workspaceId, campaignId },
      () => "Only a campaign that has not started sending can be rescheduled.",
    );
  });
}
