import { describe, expect, it } from "vitest";
import { sendProgress } from "@/components/campaigns/campaign-figures";
import { formatWhen } from "@/lib/format/dates";
import { parseCampaignsPageParams } from "@/components/campaigns/campaigns-page-params";
import { percent } from "@/lib/campaigns/figures";
import { todayIn, upcomingInstant, wallClockIn, zonedInstant } from "@/lib/campaigns/schedule-time";
import { unknownTemplateFields } from "@/lib/campaigns/template";
import { campaignMessages } from "@/lib/campaigns/validations";
import {
  campaignTemplates,
  insertableFields,
  signedBody,
  stepComplete,
  wizardMessages,
  type WizardDraft,
} from "@/lib/campaigns/wizard-draft";

const draft: WizardDraft = {
  name: "Spring",
  listId: "",
  leadIds: "",
  channel: "email",
  subject: "Hi",
  body: "Hello",
  scheduleType: "now",
  scheduledDate: "",
  scheduledTime: "",
  delayMinutes: 5,
  dailyLimit: 100,
  creationKey: "6f1c2f4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f",
};

describe("zonedInstant and todayIn", () => {
  it("reads a wall-clock time in the zone, across daylight saving", () => {
    expect(zonedInstant("2026-01-15", "09:30", "America/New_York").toISOString()).toBe(
      "2026-01-15T14:30:00.000Z",
    );
    expect(zonedInstant("2026-07-15", "09:30", "America/New_York").toISOString()).toBe(
      "2026-07-15T13:30:00.000Z",
    );
    expect(zonedInstant("2026-07-15", "09:30", "Asia/Kolkata").toISOString()).toBe(
      "2026-07-15T04:00:00.000Z",
    );
    expect(zonedInstant("2026-07-15", "00:00", "UTC").toISOString()).toBe("2026-07-15T00:00:00.000Z");
  });

  it("gives the zone's date, not the server's", () => {
    const instant = new Date("2026-03-01T20:00:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-03-01");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-03-02");
    expect(todayIn("America/Los_Angeles", new Date("2026-03-01T05:00:00Z"))).toBe("2026-02-28");
  });

  it("reads an instant back as the date and time zonedInstant took, across a daylight-saving change", () => {
    for (const [date, time, zone] of [
      ["2026-03-08", "03:30", "America/New_York"],
      ["2026-11-01", "00:15", "America/New_York"],
      ["2026-12-31", "23:59", "Asia/Singapore"],
    ] as const) {
      expect(wallClockIn(zonedInstant(date, time, zone), zone)).toEqual({ date, time });
    }
  });

  it("takes a date and time still to come in the zone and refuses an earlier date or a passed time", () => {
    // 23:30 on 2026-03-01 in UTC is 08:30 on 2026-03-02 in Tokyo.
    const now = new Date("2026-03-01T23:30:00Z");
    expect(upcomingInstant("2026-03-02", "08:31", "Asia/Tokyo", now)?.toISOString()).toBe(
      "2026-03-01T23:31:00.000Z",
    );
    expect(upcomingInstant("2026-03-02", "08:30", "Asia/Tokyo", now)).toBeNull();
    expect(upcomingInstant("2026-03-01", "23:59", "Asia/Tokyo", now)).toBeNull();
    expect(upcomingInstant("2026-03-01", "23:45", "UTC", now)?.toISOString()).toBe(
      "2026-03-01T23:45:00.000Z",
    );
  });
});

describe("stepComplete (spec part 3 section 5)", () => {
  it("needs a name and a list (or the Leads page's selection) first", () => {
    expect(stepComplete(0, { ...draft, listId: "" }, "2026-03-01")).toBe(false);
    expect(stepComplete(0, { ...draft, listId: "l1" }, "2026-03-01")).toBe(true);
    expect(stepComplete(0, { ...draft, leadIds: "1,2" }, "2026-03-01")).toBe(true);
    expect(stepComplete(0, { ...draft, name: "  ", listId: "l1" }, "2026-03-01")).toBe(false);
  });

  it("needs a channel, then a subject and a message", () => {
    expect(stepComplete(1, { ...draft, channel: "" }, "2026-03-01")).toBe(false);
    expect(stepComplete(2, { ...draft, body: " " }, "2026-03-01")).toBe(false);
    expect(stepComplete(2, draft, "2026-03-01")).toBe(true);
  });

  it("needs a date not before today and a time when scheduled for later", () => {
    const later = { ...draft, scheduleType: "later" as const };
    expect(stepComplete(3, draft, "2026-03-01")).toBe(true);
    expect(stepComplete(3, later, "2026-03-01")).toBe(false);
    expect(
      stepComplete(3, { ...later, scheduledDate: "2026-02-28", scheduledTime: "10:00" }, "2026-03-01"),
    ).toBe(false);
    expect(stepComplete(3, { ...later, scheduledDate: "2026-03-01", scheduledTime: "" }, "2026-03-01")).toBe(
      false,
    );
    expect(
      stepComplete(3, { ...later, scheduledDate: "2026-03-01", scheduledTime: "10:00" }, "2026-03-01"),
    ).toBe(true);
  });
});

describe("the wizard's words and templates", () => {
  it("keeps the engine's past-date message", () => {
    expect(wizardMessages.dateInPast).toBe(campaignMessages.dateInPast);
  });

  it("offers the three templates, each naming only fields a recipient has", () => {
    expect(campaignTemplates.map((t) => t.name)).toEqual(["Cold Outreach", "Follow-up", "Product Demo"]);
    for (const t of campaignTemplates) expect(unknownTemplateFields(`${t.subject}\n${t.body}`)).toEqual([]);
    expect(unknownTemplateFields(insertableFields.map((f) => `{{${f}}}`).join(" "))).toEqual([]);
  });

  it("signs a template with the sender's name, which can never read as a field", () => {
    expect(signedBody("Hi\n\nBest regards", "Dana Tester")).toBe("Hi\n\nBest regards,\nDana Tester");
    expect(signedBody("Thanks", "{{email}} Eve")).toBe("Thanks,\nemail Eve");
    expect(unknownTemplateFields(signedBody("Thanks", "{{shoeSize}}"))).toEqual([]);
    expect(signedBody("Thanks", "  ")).toBe("Thanks");
  });
});

describe("figures", () => {
  it("rounds rates to whole percents and counts progress over sendable recipients", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(5, 0)).toBe(0);
    expect(sendProgress({ recipients: 10, skipped: 2, sent: 3, failed: 1, unknown: 0 })).toEqual({
      total: 8,
      done: 4,
      value: 50,
    });
  });
});

describe("parseCampaignsPageParams", () => {
  it("opens the wizard for createNew=true, action=create and a selection, and ignores what does not parse", () => {
    expect(parseCampaignsPageParams({ createNew: "true" }).openWizard).toBe(true);
    expect(parseCampaignsPageParams({ action: "create" }).openWizard).toBe(true);
    expect(parseCampaignsPageParams({})).toMatchObject({
      openWizard: false,
      tab: "all",
      page: 1,
      recipientsPage: 1,
    });
    expect(parseCampaignsPageParams({ tab: "sent", page: "3" })).toMatchObject({ tab: "sent", page: 3 });
    expect(parseCampaignsPageParams({ createNew: "true", selectedLeads: "12,7,12" })).toMatchObject({
      openWizard: true,
      selectedLeads: "12,7",
    });
    expect(
      parseCampaignsPageParams({
        selectedLeads: "1,x",
        tab: "nope",
        page: "0",
        campaign: "%00",
        rpage: "-3",
      }),
    ).toEqual({
      tab: "all",
      page: 1,
      campaignId: undefined,
      recipientsPage: 1,
      selectedLeads: "",
      selectionKey: undefined,
      openWizard: false,
    });
  });

  it("opens the wizard for a handed-over selection's key, and ignores a key that is not one", () => {
    const key = "9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e";
    expect(parseCampaignsPageParams({ createNew: "true", selection: key })).toMatchObject({
      openWizard: true,
      selectionKey: key,
      selectedLeads: "",
    });
    expect(parseCampaignsPageParams({ selection: "../x" })).toMatchObject({
      openWizard: false,
      selectionKey: undefined,
    });
    // Ids in the URL win: the page has them already.
    expect(parseCampaignsPageParams({ selectedLeads: "4", selection: key }).selectionKey).toBeUndefined();
  });
});

describe("formatWhen", () => {
  it("writes a time in the workspace's zone and names the zone", () => {
    expect(formatWhen("2026-07-15T13:30:00Z", "America/New_York")).toBe("Jul 15, 2026, 9:30 AM EDT");
    expect(formatWhen(null, "UTC")).toBe("");
  });
});
