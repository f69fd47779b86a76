/**
 * Pausing a campaign tells its creator only when someone else paused it, and says who: the creator who
 * pressed Pause is not sent an email about it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";
import { changeCampaignStatus } from "@/lib/campaigns/lifecycle";
import { createList, createTenant, newCampaign, people } from "./support";

async function noticesOf(userId: string) {
  const db = await getDb();
  return db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

describe("the notice of a paused campaign", () => {
  it("is not sent to the creator who paused it, and names the teammate who did", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(2, "pause-notice.example.org"));
    const campaign = await newCampaign(tenant, listId, { name: "Harbour hello" });
    const change = (action: "pause" | "resume", actor: { userId: string; name: string }) =>
      changeCampaignStatus({ workspaceId: tenant.workspaceId, campaignId: campaign.id, action, actor });

    await change("pause", { userId: tenant.userId, name: "The creator" });
    expect(await noticesOf(tenant.userId)).toEqual([]);

    await change("resume", { userId: tenant.userId, name: "The creator" });
    await change("pause", { userId: randomUUID(), name: "Ines Faure" });
    expect(await noticesOf(tenant.userId)).toEqual([
      {
        title: "Campaign paused: Harbour hello",
        body: "Paused by Ines Faure. 0 emails sent so far. Resume it to send the rest.",
      },
    ]);
  });
});
