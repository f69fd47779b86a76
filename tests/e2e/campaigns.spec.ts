import { randomBytes } from "node:crypto";
import { expect, readOutbox, test } from "./fixtures/auth";
import { signedResendEvent } from "./fixtures/resend-webhook";
import { CampaignsPage } from "./pages/campaigns-page";
import { LeadsPage } from "./pages/leads-page";

/** The delivery id an email's unsubscribe link names (`/unsubscribe/<delivery id>.<signature>`). */
function deliveryIdOf(links: string[]): string {
  const link = links.find((l) => new URL(l).pathname.startsWith("/unsubscribe/"));
  expect(link, "an unsubscribe link").toBeTruthy();
  return new URL(link!).pathname.split("/")[2]!.split(".")[0]!;
}

test("campaigns: send to selected leads, read the outbox, unsubscribe, see opens and clicks, skip the unsubscribed next time", async ({
  page,
  account,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(4).toString("hex");
  const people = [
    { name: "Ada Lovelace", company: "Analytical Engines", email: `ada-${tag}@outreach-e2e.test` },
    { name: "Grace Hopper", company: "Navy Labs", email: `grace-${tag}@outreach-e2e.test` },
    { name: "Alan Turing", company: "Bletchley Park", email: `alan-${tag}@outreach-e2e.test` },
  ];
  const campaigns = new CampaignsPage(page);

  await campaigns.goto();
  await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible();
  await expect(campaigns.stat("Total campaigns")).toContainText("0");

  // Leads with emails, then the Leads page's selection bar opens the wizard with them.
  const leads = new LeadsPage(page);
  await leads.goto();
  const upload = await leads.uploadCsv({
    name: `outreach-${tag}.csv`,
    text: ["name,company,email", ...people.map((p) => `${p.name},${p.company},${p.email}`)].join("\n"),
  });
  await expect(leads.toast("Successfully uploaded 3 leads")).toBeVisible();
  await upload.getByRole("button", { name: "Done" }).click();
  for (const p of people) await leads.selectLead(p.name);
  await page.getByRole("button", { name: "Send Campaign" }).click();
  await page.waitForURL(/\/campaigns\?createNew=true&selectedLeads=/);

  // Step 1: Continue stays disabled until the step is complete.
  await expect(campaigns.wizard).toBeVisible();
  await expect(campaigns.wizard.getByText("Sending to the 3 leads selected")).toBeVisible();
  await expect(campaigns.continueButton).toBeDisabled();
  await campaigns.wizard.getByLabel("Campaign name").fill("Launch");
  await expect(campaigns.continueButton).toBeEnabled();

  // Step 3 refuses an unknown field by name before the template fixes it.
  await campaigns.continueButton.click();
  await campaigns.continueButton.click();
  await campaigns.wizard.getByLabel("Subject").fill("Hi");
  await campaigns.wizard.getByLabel("Message").fill("Hello {{shoeSize}}");
  await expect(campaigns.wizard.getByText("Unknown field {{shoeSize}} in the template")).toBeVisible();
  await expect(campaigns.continueButton).toBeDisabled();
  await expect(campaigns.wizard.getByTestId("campaign-reach")).toHaveText("Goes to all 3 leads.");
  await campaigns.wizard.getByRole("button", { name: "Back" }).click();
  await campaigns.wizard.getByRole("button", { name: "Back" }).click();
  await campaigns.finishWizard("Cold Outreach");

  // It sends: the card's live progress ends as Sent, and the outbox holds one personalised email each.
  await expect(campaigns.status("Launch")).toHaveText("Sent", { timeout: 30_000 });
  await expect(campaigns.stat("Messages sent")).toContainText("3");
  const emails = new Map<string, { subject: string; text: string; links: string[] }>();
  for (const p of people) {
    await expect.poll(async () => (await readOutbox(page.request, p.email)).length).toBe(1);
    const [email] = await readOutbox(page.request, p.email);
    expect(email!.subject).toBe(`A quick idea for ${p.company}`);
    expect(email!.text).toContain(`Hi ${p.name.split(" ")[0]},`);
    expect(email!.text).toContain(`Best regards,\n${account.name}\n`);
    emails.set(p.email, email!);
  }
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { name: `A quick idea for ${people[0]!.company}` })).toBeVisible();

  // Grace unsubscribes through her email's link, without signing in.
  const [ada, grace] = [emails.get(people[0]!.email)!, emails.get(people[1]!.email)!];
  const unsubscribe = grace.links.find((l) => new URL(l).pathname.startsWith("/unsubscribe/"))!;
  await page.goto(unsubscribe);
  // The page says whose emails stop: no business profile yet, so the workspace's name.
  await expect(
    page.getByText(`Stop emails from ${account.name}'s workspace to ${people[1]!.email}.`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  // The link opened again says so, with nothing left to press.
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

  // Resend reports Ada's open and click through its signed webhook: the figures move.
  for (const type of ["email.opened", "email.clicked"]) {
    const response = await page.request.post(
      "/api/webhooks/resend",
      signedResendEvent(type, deliveryIdOf(ada.links)),
    );
    expect(response.status(), await response.text()).toBe(200);
  }
  const forged = signedResendEvent("email.opened", deliveryIdOf(ada.links));
  forged.headers["svix-signature"] = "v1,Zm9yZ2VkIHNpZ25hdHVyZQ==";
  expect((await page.request.post("/api/webhooks/resend", forged)).status()).toBe(400);

  await campaigns.goto();
  await expect(campaigns.stat("Total opens")).toContainText("33% open rate");
  const detail = await campaigns.openCampaign("Launch");
  const figures = detail.getByRole("region", { name: "Campaign figures" });
  await expect(figures.locator("dl").filter({ has: page.getByText("Opens", { exact: true }) })).toContainText(
    "33% open rate",
  );
  await expect(
    figures.locator("dl").filter({ has: page.getByText("Clicks", { exact: true }) }),
  ).toContainText("100% click-through of opens");
  await expect(detail.getByRole("progressbar", { name: "Delivery rate" })).toBeVisible();
  const recipients = detail.getByRole("table", { name: "Recipients" });
  await expect(recipients.getByRole("row").filter({ hasText: people[0]!.email })).toContainText("Clicked");
  await detail.getByText("Show the figures as a table").click();
  await expect(detail.getByRole("table", { name: /Messages sent, opened and clicked/ })).toContainText("3");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // The next campaign (to the uploaded list) skips the unsubscribed address.
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await campaigns.wizard.getByLabel("Campaign name").fill("Follow up");
  await campaigns.wizard.getByLabel("Lead list").selectOption({ label: `outreach-${tag} (3 leads)` });
  await campaigns.finishWizard(
    "Follow-up",
    "Goes to 2 of 3 leads; 1 will be skipped: Unsubscribed or bounced (1).",
  );
  await expect(campaigns.status("Follow up")).toHaveText("Sent", { timeout: 30_000 });
  const second = await campaigns.openCampaign("Follow up");
  await expect(second.getByRole("listitem").filter({ hasText: "Unsubscribed or bounced" })).toContainText(
    "1",
  );
  await expect(
    second.getByRole("table", { name: "Recipients" }).getByRole("row").filter({ hasText: people[1]!.email }),
  ).toContainText("skipped");
  await expect.poll(async () => (await readOutbox(page.request, people[0]!.email)).length).toBe(2);
  expect(await readOutbox(page.request, people[1]!.email)).toHaveLength(1);
});

test("campaigns: a list deleted in another tab while the wizard is open holds the message step and says why", async ({
  page,
  account: _account,
}) => {
  const tag = randomBytes(4).toString("hex");
  const leads = new LeadsPage(page);
  await leads.uploadOnePerson(`gone-${tag}`, {
    name: "Katherine Johnson",
    email: `kj-${tag}@outreach-e2e.test`,
  });

  const campaigns = new CampaignsPage(page);
  await page.goto("/campaigns?action=create");
  await campaigns.wizard.getByLabel("Campaign name").fill("To a list that went");
  await campaigns.wizard.getByLabel("Lead list").selectOption({ label: `gone-${tag} (1 lead)` });

  const otherTab = new LeadsPage(await page.context().newPage());
  await otherTab.goto("?tab=file");
  await otherTab.deleteList(`gone-${tag}`);
  await otherTab.page.close();

  await campaigns.continueButton.click();
  await campaigns.continueButton.click();
  await campaigns.wizard.getByRole("button", { name: "Cold Outreach" }).click();
  await expect(campaigns.wizard.getByRole("alert")).toHaveText("Lead list not found.");
  await expect(campaigns.continueButton).toBeDisabled();
});
