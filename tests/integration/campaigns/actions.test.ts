/**
 * The Campaigns screen's server actions: the wizard's create (now, or later in the workspace's time zone),
 * its validation messages verbatim with nothing changed, the live preview for a real recipient, pause /
 * resume / cancel, and the fences: another workspace's list or campaign is not found, a member without
 * campaigns:write is refused.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { campaigns, leads, suppressions, workspaces } from "@/db/schema";
import { todayIn, zonedInstant } from "@/lib/campaigns/schedule-time";
import { campaignMessages } from "@/lib/campaigns/validations";
import { wizardMessages } from "@/lib/campaigns/wizard-draft";
import { callAction, callRoute } from "../security/support/call";
import { createFixtures, type Fixtures } from "../security/support/fixtures";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const file = "app/(workspace)/campaigns/actions.ts";
let f: Fixtures;

beforeAll(async () => {
  f = await createFixtures();
});

const wizard = (overrides: Record<string, unknown> = {}) => ({
  name: "Spring",
  listId: f.a.listId,
  leadIds: "",
  channel: "email",
  subject: "Hello {{firstName|there}}",
  body: "Hi {{firstName|there}} at {{company}}",
  scheduleType: "now",
  scheduledDate: "",
  scheduledTime: "",
  ...overrides,
});

/** A lead of workspace A's list with an email address and, where given, its verification status. */
const emailLead = (name: string, email: string, emailStatus?: "valid" | "risky" | "invalid") => ({
  workspaceId: f.a.workspaceId,
  listId: f.a.listId,
  platform: "web" as const,
  name: `${name} ${f.a.marker}`,
  email,
  emailStatus,
  url: `https://example.com/${f.a.marker}/${name}`,
});

const create = (input: Record<string, unknown>, cookie = f.a.owner.cookie) =>
  callAction(file, "createCampaignAction", [undefined, input], cookie);

async function campaignCount(workspaceId: string) {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(campaigns).where(eq(campaigns.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

async function campaignNamed(workspaceId: string, name: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.name, name)));
  return row;
}

function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe("createCampaignAction", () => {
  it("the same draft sent three times at once, or again later, is one campaign; a new draft is another", async () => {
    const before = await campaignCount(f.a.workspaceId);
    const draft = wizard({ name: "Clicked thrice", creationKey: randomUUID() });
    const outcomes = await Promise.all([create(draft), create(draft), create(draft)]);
    const ids = outcomes.map((o) => (JSON.parse(o.text) as { data: { id: string } }).data.id);
    expect(outcomes.map((o) => o.kind)).toEqual(["ok", "ok", "ok"]);
    expect(new Set(ids).size).toBe(1);
    expect(await campaignCount(f.a.workspaceId)).toBe(before + 1);
    const again = await create(draft);
    expect((JSON.parse(again.text) as { data: { id: string } }).data.id).toBe(ids[0]);
    await create(wizard({ name: "Clicked thrice", creationKey: randomUUID() }));
    expect(await campaignCount(f.a.workspaceId)).toBe(before + 2);
  });

  it("refuses a creation key that is not a UUID", async () => {
    const before = await campaignCount(f.a.workspaceId);
    const outcome = await create(wizard({ name: "Bad key", creationKey: "twice" }));
    expect(outcome.kind).toBe("bad_request");
    expect(outcome.text).toContain(campaignMessages.creationKeyInvalid);
    expect(await campaignCount(f.a.workspaceId)).toBe(before);
  });

  it("POST /api/campaigns with an Idempotency-Key answers a retry with the campaign it created", async () => {
    const before = await campaignCount(f.a.workspaceId);
    const key = randomUUID();
    const post = (headers: Record<string, string>) =>
      callRoute(
        "app/api/campaigns/route.ts",
        "POST",
        {
          path: "/api/campaigns",
          headers,
          body: { list_id: f.a.listId, name: "Over the API", message_template: "Hi {{firstName|there}}" },
        },
        f.a.owner.cookie,
      );
    const [first, retry] = await Promise.all([
      post({ "idempotency-key": key }),
      post({ "idempotency-key": key }),
    ]);
    const idOf = (o: { text: string }) => (JSON.parse(o.text) as { id: string }).id;
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(idOf(retry)).toBe(idOf(first));
    expect(await campaignCount(f.a.workspaceId)).toBe(before + 1);
    const refused = await post({ "idempotency-key": "not-a-uuid" });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(campaignMessages.creationKeyInvalid);
    expect(await campaignCount(f.a.workspaceId)).toBe(before + 1);
  });

  it("sends now with the spec's toast and a sending campaign", async () => {
    const outcome = await create(wizard({ name: "Now campaign" }));
    expect(outcome).toMatchObject({ kind: "ok", message: wizardMessages.sent });
    expect(await campaignNamed(f.a.workspaceId, "Now campaign")).toMatchObject({
      status: "sending",
      listId: f.a.listId,
      scheduledFor: null,
    });
  });

  it("sends to the Leads page's selection", async () => {
    const outcome = await create(
      wizard({ name: "Selected", listId: "", leadIds: f.a.leadIds.slice(0, 2).join(",") }),
    );
    expect(outcome.kind).toBe("ok");
    expect(await campaignNamed(f.a.workspaceId, "Selected")).toMatchObject({
      listId: null,
      leadIds: f.a.leadIds.slice(0, 2),
    });
  });

  it("schedules a date and time read in the workspace's time zone", async () => {
    const db = await getDb();
    await db.update(workspaces).set({ timezone: "Asia/Singapore" }).where(eq(workspaces.id, f.a.workspaceId));
    const date = plusDays(todayIn("Asia/Singapore"), 2);
    const outcome = await create(
      wizard({ name: "Later", scheduleType: "later", scheduledDate: date, scheduledTime: "09:30" }),
    );
    expect(outcome).toMatchObject({ kind: "ok", message: wizardMessages.scheduled });
    const row = await campaignNamed(f.a.workspaceId, "Later");
    expect(row?.status).toBe("scheduled");
    expect(row?.scheduledFor?.toISOString()).toBe(
      zonedInstant(date, "09:30", "Asia/Singapore").toISOString(),
    );
    // 09:30 in Singapore (UTC+8, no daylight saving) is 01:30 UTC.
    expect(row?.scheduledFor?.toISOString()).toBe(`${date}T01:30:00.000Z`);
  });

  it.each([
    [
      "no name and no list",
      { name: " ", listId: "" },
      { name: [campaignMessages.nameRequired], listId: [campaignMessages.listRequired] },
    ],
    [
      "no subject or message",
      { subject: "", body: "  " },
      { subject: [campaignMessages.subjectRequired], body: [campaignMessages.templateRequired] },
    ],
    [
      "an unknown field, named",
      { body: "Hi {{favouriteColour}}" },
      { body: [campaignMessages.unknownField("favouriteColour")] },
    ],
    [
      "later without a date",
      { scheduleType: "later" },
      { scheduledDate: [campaignMessages.dateRequired], scheduledTime: [campaignMessages.dateRequired] },
    ],
    [
      "a date before today",
      { scheduleType: "later", scheduledDate: "2020-01-01", scheduledTime: "10:00" },
      { scheduledDate: [campaignMessages.dateInPast] },
    ],
  ])("refuses %s with the spec's message and creates nothing", async (_label, overrides, fieldErrors) => {
    const before = await campaignCount(f.a.workspaceId);
    const outcome = await create(wizard(overrides));
    expect(outcome.kind).toBe("bad_request");
    expect(JSON.parse(outcome.text).fieldErrors).toEqual(fieldErrors);
    expect(await campaignCount(f.a.workspaceId)).toBe(before);
  });

  it("refuses a time already past today (the campaign would start in the past)", async () => {
    const db = await getDb();
    await db.update(workspaces).set({ timezone: "UTC" }).where(eq(workspaces.id, f.a.workspaceId));
    const past = new Date(Date.now() - 5 * 60_000);
    if (past.toISOString().slice(0, 10) !== todayIn("UTC")) return; // just after midnight: covered above
    const before = await campaignCount(f.a.workspaceId);
    const outcome = await create(
      wizard({
        scheduleType: "later",
        scheduledDate: todayIn("UTC"),
        scheduledTime: past.toISOString().slice(11, 16),
      }),
    );
    expect(JSON.parse(outcome.text).fieldErrors).toEqual({ scheduledDate: [campaignMessages.dateInPast] });
    expect(await campaignCount(f.a.workspaceId)).toBe(before);
  });

  it("refuses leads that no email can reach, and the wizard can say so before", async () => {
    const db = await getDb();
    const [unreachable] = await db
      .insert(leads)
      .values({
        workspaceId: f.a.workspaceId,
        listId: f.a.listId,
        platform: "web",
        name: `No Email ${f.a.marker}`,
        url: `https://example.com/${f.a.marker}/no-email`,
      })
      .returning({ id: leads.id });
    const leadIds = String(unreachable!.id);
    const before = await campaignCount(f.a.workspaceId);

    const outcome = await create(wizard({ name: "Nobody", listId: "", leadIds }));
    expect(outcome.kind).toBe("error");
    expect(JSON.parse(outcome.text)).toMatchObject({
      status: "error",
      message: campaignMessages.nobodyToReach,
    });
    expect(await campaignCount(f.a.workspaceId)).toBe(before);

    const reach = async (input: Record<string, unknown>) =>
      JSON.parse((await callAction(file, "campaignReachAction", [undefined, input], f.a.owner.cookie)).text)
        .data as { leads: number; reachable: number; refusal: string | null };
    expect(await reach({ leadIds })).toEqual({
      leads: 1,
      reachable: 0,
      skipped: [{ reason: "no_address", count: 1 }],
      refusal: campaignMessages.nobodyToReach,
    });
    expect(await reach({ leadIds: `${leadIds},${f.a.leadIds[0]}` })).toEqual({
      leads: 2,
      reachable: 1,
      skipped: [{ reason: "no_address", count: 1 }],
      refusal: null,
    });
  });

  it("counts the leads the email reaches: each address once, not suppressed, not risky when excluded", async () => {
    const db = await getDb();
    const rows = await db
      .insert(leads)
      .values([
        emailLead("Twice", "Twice@Example.com"),
        emailLead("Again", "twice@example.com "),
        emailLead("Role", "info@example.com", "risky"),
        emailLead("Gone", "gone@example.com"),
      ])
      .returning({ id: leads.id });
    await db
      .insert(suppressions)
      .values({ workspaceId: f.a.workspaceId, address: "gone@example.com", reason: "unsubscribed" });
    const leadIds = rows.map((r) => r.id).join(",");
    const reach = (input: Record<string, unknown>, cookie = f.a.owner.cookie) =>
      callAction(file, "campaignReachAction", [undefined, input], cookie);
    const data = async (input: Record<string, unknown>) =>
      (JSON.parse((await reach(input)).text) as { data: Record<string, unknown> }).data;

    expect(await data({ leadIds })).toEqual({
      leads: 4,
      reachable: 2,
      skipped: [
        { reason: "suppressed", count: 1 },
        { reason: "duplicate", count: 1 },
      ],
      refusal: null,
    });
    expect(await data({ leadIds, excludeRisky: true })).toEqual({
      leads: 4,
      reachable: 1,
      skipped: expect.arrayContaining([
        { reason: "suppressed", count: 1 },
        { reason: "duplicate", count: 1 },
        { reason: "risky_address", count: 1 },
      ]),
      refusal: null,
    });
    expect((await reach({ listId: f.a.listId }, f.b.owner.cookie)).kind).toBe("not_found");
    expect((await reach({ listId: f.a.listId }, f.a.member.cookie)).kind).toBe("forbidden");
  });

  it("refuses a channel that does not send yet", async () => {
    const outcome = await create(wizard({ channel: "linkedin" }));
    expect(outcome.kind).toBe("bad_request");
    expect(Object.keys(JSON.parse(outcome.text).fieldErrors)).toEqual(["channel"]);
  });

  it("finds no list of another workspace, and refuses a member without campaigns:write", async () => {
    const beforeA = await campaignCount(f.a.workspaceId);
    const beforeB = await campaignCount(f.b.workspaceId);
    expect(await create(wizard(), f.b.owner.cookie)).toMatchObject({
      kind: "not_found",
      message: "Lead list not found.",
    });
    expect((await create(wizard(), f.a.member.cookie)).kind).toBe("forbidden");
    expect((await create(wizard())).kind).toBe("ok"); // the admin's and owner's path still works
    expect((await create(wizard(), f.a.admin.cookie)).kind).toBe("ok");
    expect(await campaignCount(f.a.workspaceId)).toBe(beforeA + 2);
    expect(await campaignCount(f.b.workspaceId)).toBe(beforeB);
  });
});

describe("previewCampaignMessageAction", () => {
  const preview = (input: Record<string, unknown>, cookie = f.a.owner.cookie) =>
    callAction(file, "previewCampaignMessageAction", [undefined, input], cookie);

  it("renders the message for a real lead of the list and names unknown fields", async () => {
    const outcome = await preview({
      listId: f.a.listId,
      subject: "For {{name}}",
      body: "At {{company}} {{shoeSize}}",
    });
    expect(outcome.kind).toBe("ok");
    const { data } = JSON.parse(outcome.text) as {
      data: { recipient: { name: string; email: string }; subject: string; body: string; errors: string[] };
    };
    expect(data.recipient.email).toMatch(new RegExp(`^lead\\d-${f.a.marker}@example\\.com$`));
    expect(data.subject).toBe(`For ${data.recipient.name}`);
    expect(data.body).toBe(`At Company ${f.a.marker} `);
    expect(data.errors).toEqual([campaignMessages.unknownField("shoeSize")]);
  });

  it("previews with a lead the campaign would send to, before one whose address was checked invalid", async () => {
    const db = await getDb();
    const rows = await db
      .insert(leads)
      .values([
        emailLead("Bounced", "nobody@invalid.example", "invalid"),
        emailLead("Real", "real@example.com", "valid"),
      ])
      .returning({ id: leads.id });
    const recipientOf = async (leadIds: string) => {
      const outcome = await preview({ leadIds, subject: "Hi", body: "Hi {{name}}" });
      return (JSON.parse(outcome.text) as { data: { recipient: { email: string } } }).data.recipient.email;
    };
    expect(await recipientOf(rows.map((r) => r.id).join(","))).toBe("real@example.com");
    expect(await recipientOf(String(rows[0]!.id))).toBe("nobody@invalid.example");
  });

  it("does not read another workspace's list, and refuses a member", async () => {
    const input = { listId: f.a.listId, subject: "Hi", body: "Hi {{name}}" };
    const foreign = await preview(input, f.b.owner.cookie);
    expect(foreign.kind).toBe("not_found");
    expect(foreign.text).not.toContain(f.a.marker);
    expect((await preview(input, f.a.member.cookie)).kind).toBe("forbidden");
  });
});

describe("changeCampaignStatusAction", () => {
  const change = (campaignId: string, action: string, cookie = f.a.owner.cookie) =>
    callAction(file, "changeCampaignStatusAction", [undefined, { campaignId, action }], cookie);

  it("pauses, resumes and cancels; another workspace's campaign is not found", async () => {
    await create(wizard({ name: "Controlled" }));
    const id = (await campaignNamed(f.a.workspaceId, "Controlled"))!.id;
    expect(await change(id, "pause", f.b.owner.cookie)).toMatchObject({
      kind: "not_found",
      message: "Campaign not found.",
    });
    expect((await change(id, "pause", f.a.member.cookie)).kind).toBe("forbidden");
    expect((await campaignNamed(f.a.workspaceId, "Controlled"))?.status).toBe("sending");

    expect(await change(id, "pause")).toMatchObject({ kind: "ok", message: "Campaign paused." });
    expect((await campaignNamed(f.a.workspaceId, "Controlled"))?.status).toBe("paused");
    expect(await change(id, "resume")).toMatchObject({ kind: "ok", message: "Campaign resumed." });
    expect(await change(id, "cancel")).toMatchObject({ kind: "ok", message: "Campaign cancelled." });
    expect((await campaignNamed(f.a.workspaceId, "Controlled"))?.status).toBe("cancelled");
    expect((await change(id, "resume")).message).toBe("A cancelled campaign cannot be resumed.");
    expect((await change(id, "stop")).kind).toBe("bad_request");
  });
});
