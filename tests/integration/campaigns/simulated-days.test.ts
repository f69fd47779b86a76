/**
 * RELIABILITY 51: a limit of 50 a day over four simulated days in the campaign's time zone, across the
 * spring-forward change of daylight saving time, with a worker down for part of a night: 50 a day, each
 * day starting at local midnight, never two messages within the delay, and no burst when the worker
 * comes back. The claims are judged at simulated instants (`claimDueDeliveries`'s `at`).
 */
import { describe, expect, it } from "vitest";
import { claimDueDeliveries } from "@/lib/campaigns/claim";
import { expandCampaign } from "@/lib/campaigns/expand";
import { campaignStepId } from "@/lib/campaigns/queries";
import { createList, createTenant, newCampaign, people } from "./support";

const timeZone = "America/New_York";
const delaySeconds = 5 * 60;
const dailyLimit = 50;
// Mar 12, 2027 00:00 EST to Mar 16, 2027 00:00 EDT; clocks go from 02:00 to 03:00 on Mar 14.
const start = Date.parse("2027-03-12T05:00:00Z");
const end = Date.parse("2027-03-16T04:00:00Z");
// The worker is down on Mar 14 from 01:00 EST to 03:30 EDT (90 minutes of real time).
const down = { from: Date.parse("2027-03-14T06:00:00Z"), until: Date.parse("2027-03-14T07:30:00Z") };

const localDate = new Intl.DateTimeFormat("en-CA", {
  timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const localTime = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" });

describe("the daily limit and the delay over four simulated days", () => {
  it("sends 50 a day from local midnight, one per delay, with no burst after downtime, across DST", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(250, "days.example.org"));
    const campaign = await newCampaign(tenant, listId, { delayMinutes: 5, dailyLimit });
    await expandCampaign(campaign, await campaignStepId(campaign.id));
    const rule = { identityId: campaign.senderIdentityId!, delaySeconds, dailyLimit, timeZone };

    const sends: number[] = [];
    const resumes = new Set<string>();
    for (let at = start; at < end; at += delaySeconds * 1000) {
      if (at >= down.from && at < down.until) continue;
      const claim = await claimDueDeliveries(campaign.id, rule, 100, new Date(at));
      if (claim.kind === "claimed") {
        expect(claim.batch.deliveries).toHaveLength(1);
        sends.push(at);
      } else if (claim.kind === "wait" && claim.reason === "daily_limit") {
        resumes.add(claim.until.toISOString());
      }
    }

    const perDay = new Map<string, number[]>();
    for (const at of sends) {
      const day = localDate.format(at);
      perDay.set(day, [...(perDay.get(day) ?? []), at]);
    }
    expect([...perDay].map(([day, times]) => [day, times.length])).toEqual([
      ["2027-03-12", 50],
      ["2027-03-13", 50],
      ["2027-03-14", 50],
      ["2027-03-15", 50],
    ]);
    expect([...perDay.values()].map((times) => localTime.format(times[0]))).toEqual([
      "00:00",
      "00:00",
      "00:00",
      "00:00",
    ]);
    expect(Math.min(...sends.slice(1).map((at, i) => at - sends[i]!))).toBeGreaterThanOrEqual(
      delaySeconds * 1000,
    );
    // Back at 03:30 EDT: the first message at once, the next one a delay later, not the night's backlog.
    expect(sends.filter((at) => at >= down.until && at < down.until + 15 * 60_000)).toEqual([
      down.until,
      down.until + delaySeconds * 1000,
      down.until + 2 * delaySeconds * 1000,
    ]);
    // Each day's limit resumes at the next local midnight: 05:00 UTC before the change, 04:00 UTC after.
    expect([...resumes]).toEqual([
      "2027-03-13T05:00:00.000Z",
      "2027-03-14T05:00:00.000Z",
      "2027-03-15T04:00:00.000Z",
      "2027-03-16T04:00:00.000Z",
    ]);
  });
});
