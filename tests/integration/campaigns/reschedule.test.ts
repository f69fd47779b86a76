/**
 * Change schedule: a campaign that has not started moves to another wall-clock time in the workspace's
 * zone; a time already past, a campaign already sending and another workspace's campaign are refused,
 * each leaving the schedule as it was.
 */
import { describe, expect, it } from "vitest";
import { changeCampaignStatus } from "@/lib/campaigns/lifecycle";
import { rescheduleCampaign } from "@/lib/campaigns/reschedule";
import { wallClockIn, zonedInstant } from "@/lib/campaigns/schedule-time";
import { campaignMessages } from "@/lib/campaigns/validations";
import {
  campaignRow,
  createList,
  createTenant,
  newCampaign,
  people,
  scheduledCampaign,
  type Tenant,
} from "./support";

const zone = "Asia/Singapore";
const now = new Date("2026-11-28T02:00:00Z"); // 10:00 in Singapore
// For the cases judged against the real clock: a week from today.
const nextWeek = wallClockIn(new Date(Date.now() + 7 * 86_400_000), zone).date;

/** Moves the campaign as `tenant`'s owner would, in their workspace. */
const move = (tenant: Tenant, campaignId: string, scheduledDate: string, scheduledTime: string, at = now) =>
  rescheduleCampaign({
    workspaceId: tenant.workspaceId,
    campaignId,
    scheduledDate,
    scheduledTime,
    timeZone: zone,
    actor: { userId: tenant.userId, name: "Owner" },
    now: at,
  });

describe("rescheduling a campaign", () => {
  it("moves a scheduled campaign to the wall-clock time named in the workspace's zone", async () => {
    const { tenant, campaign } = await scheduledCampaign("reschedule-move.example.org");
    const at = await move(tenant, campaign.id, "2026-12-03", "09:30");
    expect(at.toISOString()).toBe("2026-12-03T01:30:00.000Z");
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "scheduled", scheduledFor: at });
  });

  it("refuses a date before today or a time already past there, keeping the schedule", async () => {
    const { tenant, campaign } = await scheduledCampaign("reschedule-past.example.org");
    const before = (await campaignRow(campaign.id)).scheduledFor;
    await expect(move(tenant, campaign.id, "2026-11-27", "23:00")).rejects.toThrow(
      campaignMessages.dateInPast,
    );
    await expect(move(tenant, campaign.id, "2026-11-28", "09:59")).rejects.toThrow(
      campaignMessages.dateInPast,
    );
    expect((await campaignRow(campaign.id)).scheduledFor).toEqual(before);
    // Later the same day is fine.
    const at = await move(tenant, campaign.id, "2026-11-28", "10:05");
    expect(at).toEqual(zonedInstant("2026-11-28", "10:05", zone));
    expect((await campaignRow(campaign.id)).scheduledFor).toEqual(at);
  });

  it("moves a campaign paused before its time, which then resumes as scheduled", async () => {
    const { tenant, campaign } = await scheduledCampaign("reschedule-paused.example.org");
    const actor = { userId: tenant.userId, name: "Owner" };
    await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      campaignId: campaign.id,
      action: "pause",
      actor,
    });
    const at = await move(tenant, campaign.id, nextWeek, "08:00", new Date());
    await changeCampaignStatus({
      workspaceId: tenant.workspaceId,
      campaignId: campaign.id,
      action: "resume",
      actor,
    });
    expect(await campaignRow(campaign.id)).toMatchObject({ status: "scheduled", scheduledFor: at });
  });

  it("refuses a campaign that is sending, and another workspace's campaign as not found", async () => {
    const tenant = await createTenant();
    const sending = await newCampaign(
      tenant,
      await createList(tenant, people(1, "reschedule-now.example.org")),
    );
    await expect(move(tenant, sending.id, nextWeek, "08:00", new Date())).rejects.toThrow(
      "Only a campaign that has not started sending can be rescheduled.",
    );
    expect(await campaignRow(sending.id)).toMatchObject({ status: "sending", scheduledFor: null });

    const { campaign } = await scheduledCampaign("reschedule-foreign.example.org");
    const before = (await campaignRow(campaign.id)).scheduledFor;
    await expect(move(tenant, campaign.id, nextWeek, "08:00", new Date())).rejects.toThrow(
      "Campaign not found.",
    );
    expect((await campaignRow(campaign.id)).scheduledFor).toEqual(before);
  });
});
