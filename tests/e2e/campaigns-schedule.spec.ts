import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures/auth";
import { CampaignsPage } from "./pages/campaigns-page";
import { LeadsPage } from "./pages/leads-page";

const zone = "Asia/Singapore";

/** How the screens write the date of a UTC instant in `zone` ("Nov 30, 2026"). */
function dateInZone(isoUtc: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date(isoUtc));
}

/** A date `days` from today in `zone`, as a date field takes it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: zone });
}

/**
 * Scheduling from the wizard, after setting the workspace's time zone on the Business Profile page (the
 * tables' dates follow it): a date before today holds the step, a later one gives the spec's toast and a
 * Scheduled card at that time in that zone; its recipients are counted when it starts; Change schedule
 * moves it; Edit message rewrites it; and cancelling it empties the Scheduled tab.
 */
test("campaigns: schedule a campaign for later, see it waiting, then cancel it", async ({
  page,
  account: _account,
}) => {
  test.setTimeout(90_000);
  const tag = randomBytes(4).toString("hex");
  const leads = new LeadsPage(page);
  await leads.uploadOnePerson(`later-${tag}`, {
    name: "Mary Jackson",
    email: `mary-${tag}@outreach-e2e.test`,
  });

  await page.goto("/profile");
  const timeZone = page.getByRole("region", { name: "Time zone" });
  await expect(timeZone.getByLabel("Workspace time zone")).toHaveValue("UTC");
  await timeZone.getByLabel("Workspace time zone").selectOption(zone);
  await timeZone.getByRole("button", { name: "Save time zone" }).click();
  await expect(leads.toast(`Time zone set to ${zone}.`)).toBeVisible();

  // The workspace's screens now write their dates there: the file's list and its lead.
  await page.goto("/leads?tab=file");
  await expect(page.getByRole("row", { name: new RegExp(`later-${tag}`) })).toContainText(
    /\d{2}:\d{2} GMT\+8/,
  );
  await leads.goto();
  await expect(page.getByRole("row", { name: /Mary Jackson/ })).toContainText(/\d{2}:\d{2} GMT\+8/);

  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await campaigns.startFirstCampaign("Monday hello", `later-${tag} (1 lead)`, "Follow-up");
  const wizard = campaigns.wizard;
  // No business profile yet: the step says the emails do not say who sends them, and where to add it.
  await expect(wizard.getByText("These emails do not yet say who sends them.")).toBeVisible();
  await expect(
    wizard.getByRole("link", { name: "Business Profile page (opens in a new tab)" }),
  ).toHaveAttribute("href", "/profile");
  await campaigns.continueButton.click();

  await wizard.getByRole("radio", { name: "Schedule for Later" }).check();
  await expect(wizard.getByText(`Times are in the workspace's time zone: ${zone}`)).toBeVisible();
  const schedule = wizard.getByRole("button", { name: "Schedule Campaign" });
  await wizard.getByLabel("Date").fill(dayFromToday(-1));
  await wizard.getByLabel("Time").fill("09:00");
  await expect(wizard.getByText("The scheduled date cannot be before today")).toBeVisible();
  await expect(schedule).toBeDisabled();
  const due = dayFromToday(2);
  await wizard.getByLabel("Date").fill(due);
  await expect(schedule).toBeEnabled();
  await schedule.click();
  await expect(campaigns.toast("Campaign scheduled successfully!")).toBeVisible();
  await expect(wizard).toBeHidden();

  // 09:00 in Singapore (UTC+8, no daylight saving) is 01:00 UTC.
  const dueText = dateInZone(`${due}T01:00:00Z`);
  const card = campaigns.card("Monday hello");
  await expect(campaigns.status("Monday hello")).toHaveText("Scheduled");
  await expect(card).toContainText(`Scheduled for ${dueText}, 9:00 AM GMT+8`);
  await expect(card.locator("dl")).toContainText("RecipientsCounted at start");
  const scheduledTab = page.getByRole("navigation", { name: "Filter campaigns" }).getByRole("link", {
    name: /^Scheduled/,
  });
  await expect(scheduledTab).toHaveText("Scheduled1");

  const detail = await campaigns.openCampaign("Monday hello");
  await expect(detail.getByRole("region", { name: "Campaign figures" })).toContainText(
    "Counted when the campaign starts",
  );

  // Change schedule, filled with the present one: a time already past is refused, a later day moves it.
  await detail.getByRole("button", { name: "Change schedule" }).click();
  const moving = detail.getByRole("form", { name: "Change schedule" });
  await expect(moving.getByLabel("Date")).toBeFocused();
  await expect(moving.getByLabel("Date")).toHaveValue(due);
  await expect(moving.getByLabel("Time")).toHaveValue("09:00");
  await moving.getByLabel("Date").fill(dayFromToday(-1));
  await moving.getByRole("button", { name: "Save schedule" }).click();
  await expect(moving.getByText("The scheduled date cannot be before today")).toBeVisible();
  const moved = dayFromToday(3);
  await moving.getByLabel("Date").fill(moved);
  await moving.getByLabel("Time").fill("14:30");
  await moving.getByRole("button", { name: "Save schedule" }).click();
  // 14:30 in Singapore is 06:30 UTC.
  const movedText = dateInZone(`${moved}T06:30:00Z`);
  await expect(campaigns.toast(`Campaign rescheduled for ${movedText}, 2:30 PM GMT+8.`)).toBeVisible();
  await expect(detail).toContainText(`Scheduled for ${movedText}, 2:30 PM GMT+8`);
  await expect(detail.getByRole("button", { name: "Change schedule" })).toBeFocused();

  // Edit message, while it waits: the wizard's rules, then the new text in place of the old.
  const message = detail.getByRole("region", { name: "Message" });
  await message.getByRole("button", { name: "Edit message" }).click();
  const editing = message.getByRole("form", { name: "Edit message" });
  await expect(editing.getByLabel("Subject")).toBeFocused();
  await editing.getByLabel("Subject").fill("");
  await editing.getByLabel("Message").fill("Hello {{favouriteColour}}");
  await editing.getByRole("button", { name: "Save message" }).click();
  await expect(editing.getByText("Subject is required")).toBeVisible();
  await expect(editing.getByText("Unknown field {{favouriteColour}} in the template")).toBeVisible();
  await editing.getByLabel("Subject").fill("A Monday word, {{firstName|there}}");
  await editing.getByLabel("Message").fill("Hello {{firstName}}, a short note for ");
  await editing
    .getByRole("group", { name: "Insert a field" })
    .getByRole("button", { name: "{{company}}" })
    .click();
  await expect(editing.getByLabel("Message")).toHaveValue(
    "Hello {{firstName}}, a short note for {{company}}",
  );
  // The live preview, as the campaign's one recipient will read it.
  const preview = message.getByRole("region", { name: "Preview" });
  await expect(preview.getByTestId("preview-subject")).toHaveText("A Monday word, Mary");
  await expect(preview).toContainText(/As Mary Jackson <.*> will read it/);
  await expect(preview.frameLocator("iframe").getByText(/Hello Mary, a short note for/)).toBeVisible();
  await editing.getByRole("button", { name: "Save message" }).click();
  await expect(campaigns.toast("Message saved.")).toBeVisible();
  await expect(message).toContainText("Subject: A Monday word, {{firstName|there}}");
  await expect(message).toContainText("Hello {{firstName}}, a short note for {{company}}");
  await expect(message.getByRole("button", { name: "Edit message" })).toBeFocused();

  // Kept, the campaign's Cancel button has the focus again; then cancelled.
  const cancel = detail.getByRole("button", { name: "Cancel campaign" });
  await cancel.click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this campaign?" });
  await confirm.getByRole("button", { name: "Keep campaign" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await cancel.click();
  await confirm.getByRole("button", { name: "Cancel campaign" }).click();
  await expect(detail.locator("[data-slot=badge]")).toHaveText("Cancelled");
  await expect(message.getByRole("button", { name: "Edit message" })).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(campaigns.status("Monday hello")).toHaveText("Cancelled");
  await expect(scheduledTab).toHaveText("Scheduled0");
});

/**
 * A list deleted while a campaign waits to send to it: the delete dialog names the campaign, and the
 * campaign ends at once with the reason instead of waiting to fail at its time.
 */
test("campaigns: deleting the list a scheduled campaign waits on names it and ends it", async ({
  page,
  account: _account,
}) => {
  test.setTimeout(90_000);
  const tag = randomBytes(4).toString("hex");
  const leads = new LeadsPage(page);
  await leads.uploadOnePerson(`gone-${tag}`, {
    name: "Dorothy Vaughan",
    email: `dorothy-${tag}@outreach-e2e.test`,
  });

  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await campaigns.startFirstCampaign("Friday hello", `gone-${tag} (1 lead)`, "Follow-up");
  const wizard = campaigns.wizard;
  await campaigns.continueButton.click();
  await wizard.getByRole("radio", { name: "Schedule for Later" }).check();
  await wizard.getByLabel("Date").fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
  await wizard.getByLabel("Time").fill("09:00");
  await wizard.getByRole("button", { name: "Schedule Campaign" }).click();
  await expect(campaigns.toast("Campaign scheduled successfully!")).toBeVisible();

  await page.goto("/leads?tab=file");
  await page.getByRole("button", { name: `Delete list gone-${tag}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete lead list?" });
  await expect(confirm).toContainText(
    'The campaign "Friday hello" waits to send to this list: it will not be sent.',
  );
  await confirm.getByRole("button", { name: "Delete list" }).click();
  await expect(leads.toast("Lead list deleted")).toBeVisible();

  await campaigns.goto();
  await expect(campaigns.status("Friday hello")).toHaveText("Failed");
  const detail = await campaigns.openCampaign("Friday hello");
  await expect(detail).toContainText("The campaign's lead list was deleted before it was sent.");
});
