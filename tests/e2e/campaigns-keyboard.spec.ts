import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures/auth";
import { CampaignsPage } from "./pages/campaigns-page";
import { LeadsPage } from "./pages/leads-page";

/**
 * A campaign from the keyboard alone: Enter in a field continues a complete step and nothing else, each
 * new step starts at its first control, Enter on the last step sends nothing, a wizard opened by its URL
 * leaves the focus in the page when it closes, and a campaign's detail opens on its name, not on Pause.
 */
test("campaigns by keyboard: Enter continues, each step starts at its first control, the detail on its name", async ({
  page,
  account: _account,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(4).toString("hex");
  const leads = new LeadsPage(page);
  await leads.uploadOnePerson(`keys-${tag}`, {
    name: "Dorothy Vaughan",
    email: `dorothy-${tag}@outreach-e2e.test`,
  });

  const campaigns = new CampaignsPage(page);
  await page.goto("/campaigns?action=create");
  const wizard = campaigns.wizard;
  const stepIs = (text: string) => expect(wizard.getByText(text, { exact: true })).toBeVisible();
  const name = wizard.getByLabel("Campaign name");
  await expect(name).toBeFocused();
  await page.keyboard.type("Keyboard only");
  // Incomplete (no list yet): Enter keeps the step.
  await page.keyboard.press("Enter");
  await stepIs("Step 1 of 4: Details");
  await wizard.getByLabel("Lead list").selectOption({ label: `keys-${tag} (1 lead)` });
  await name.focus();
  await page.keyboard.press("Enter");
  await stepIs("Step 2 of 4: Channel");
  await expect(wizard.getByRole("radio", { name: /Email/ })).toBeFocused();

  await page.keyboard.press("Enter");
  await stepIs("Step 3 of 4: Message");
  await expect(wizard.getByRole("button", { name: "Cold Outreach" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(wizard.getByTestId("preview-subject")).not.toBeEmpty();
  await wizard.getByLabel("Subject").focus();
  await page.keyboard.press("Enter");
  await stepIs("Step 4 of 4: Schedule");
  await expect(wizard.getByRole("radio", { name: "Send Now" })).toBeFocused();

  // The last step sends only from its button.
  await wizard.getByLabel("Delay between messages (minutes)").fill("0");
  await page.keyboard.press("Enter");
  await stepIs("Step 4 of 4: Schedule");
  await expect(campaigns.toast("Campaign sent successfully!")).toHaveCount(0);

  // Back returns to the message step's first control, and Escape leaves the focus in the page.
  await wizard.getByRole("button", { name: "Back" }).press("Enter");
  await expect(wizard.getByRole("button", { name: "Cold Outreach" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(wizard).toBeHidden();
  await expect(page.locator("#main-content")).toBeFocused();

  // Reopened, the wizard is where it was left.
  await page.getByRole("button", { name: "Create Your First Campaign" }).press("Enter");
  await stepIs("Step 3 of 4: Message");
  await campaigns.continueButton.click();
  await wizard.getByRole("button", { name: "Send Campaign" }).press("Enter");
  await expect(campaigns.toast("Campaign sent successfully!")).toBeVisible();

  const card = page.getByRole("link", { name: "Keyboard only", exact: true });
  await card.press("Enter");
  const detail = page.getByRole("dialog", { name: "Keyboard only" });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole("heading", { name: "Keyboard only" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(card).toBeFocused();
});
