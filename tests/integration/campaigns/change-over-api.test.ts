/**
 * Edit message and Change schedule over the REST API (`PUT /api/campaigns/{id}/message` and `/schedule`):
 * the screen's rules and answers, the campaign changed only when they pass. Who may call them, and another
 * workspace's campaign as not found, are the authorization matrix's (security/endpoints/campaigns.ts).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { campaigns, campaignSteps, workspaces } from "@/db/schema";
import { createCampaign } from "@/lib/campaigns/lifecycle";
import { wallClockIn, zonedInstant } from "@/lib/campaigns/schedule-time";
import { campaignMessages, createCampaignSchema } from "@/lib/campaigns/validations";
import { formatWhen } from "@/lib/format/dates";
import { INVALID_INPUT } from "@/lib/server/field-errors";
import { callRoute } from "../security/support/call";
import { createFixtures, type Fixtures } from "../security/support/fixtures";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

let f: Fixtures;
let campaignId: string;
let timeZone: string;

beforeAll(async () => {
  f = await createFixtures();
  const input = createCampaignSchema.parse({
    name: "Over the API",
    listId: f.a.listId,
    subject: "Hi",
    body: "Hello {{firstName}}",
    scheduleType: "later",
    scheduledFor: new Date(Date.now() + 86_400_000),
  });
  campaignId = (await createCampaign({ workspaceId: f.a.workspaceId, userId: f.a.owner.userId, input })).id;
  const db = await getDb();
  const [workspace] = await db
    .select({ timeZone: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, f.a.workspaceId));
  timeZone = workspace!.timeZone;
});

const put = (what: "message" | "schedule", body: unknown) =>
  callRoute(
    `app/api/campaigns/[id]/${what}/route.ts`,
    "PUT",
    { path: `/api/campaigns/${campaignId}/${what}`, params: { id: campaignId }, body },
    f.a.owner.cookie,
  );

async function stored() {
  const db = await getDb();
  const [row] = await db
    .select({
      subject: campaignSteps.subject,
      body: campaignSteps.body,
      scheduledFor: campaigns.scheduledFor,
    })
    .from(campaigns)
    .innerJoin(campaignSteps, eq(campaignSteps.campaignId, campaigns.id))
    .where(eq(campaigns.id, campaignId));
  return row!;
}

describe("changing a scheduled campaign over the API", () => {
  it("rewrites its message, and refuses an unknown field by name, changing nothing", async () => {
    const refused = await put("message", { subject: "Hi", body: "About {{favouriteColour}}" });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(INVALID_INPUT);
    expect(JSON.parse(refused.text).fieldErrors).toEqual({
      body: [campaignMessages.unknownField("favouriteColour")],
    });
    expect(await stored()).toMatchObject({ subject: "Hi", body: "Hello {{firstName}}" });

    const message = { subject: "New plans, {{firstName|friend}}", body: "Dear {{firstName}}" };
    const saved = await put("message", message);
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.text)).toEqual({ success: true, message: "Message saved.", data: message });
    expect(await stored()).toMatchObject(message);
  });

  it("moves it to a wall-clock time in the workspace's zone, and refuses a day already past", async () => {
    const before = (await stored()).scheduledFor;
    const yesterday = wallClockIn(new Date(Date.now() - 2 * 86_400_000), timeZone).date;
    const refused = await put("schedule", { scheduledDate: yesterday, scheduledTime: "08:30" });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(campaignMessages.dateInPast);
    expect((await stored()).scheduledFor).toEqual(before);

    const nextWeek = wallClockIn(new Date(Date.now() + 7 * 86_400_000), timeZone).date;
    const moved = await put("schedule", { scheduledDate: nextWeek, scheduledTime: "08:30" });
    expect(moved.status).toBe(200);
    const at = zonedInstant(nextWeek, "08:30", timeZone);
    expect(JSON.parse(moved.text)).toEqual({
      success: true,
      message: `Campaign rescheduled for ${formatWhen(at, timeZone)}.`,
      data: { scheduledFor: at.toISOString() },
    });
    expect((await stored()).scheduledFor).toEqual(at);
  });
});
